// The CBZ a comic-reader app opens: the pages in order as JPEGs (stored, not recompressed) and a
// ComicInfo.xml (the ComicRack schema every reader understands) with title, writer, summary, page count and
// each page's type. Written as it goes to a file that appears under its name only when complete.
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** ComicInfo's page types we use. */
export type ComicPageType = 'FrontCover' | 'InnerCover' | 'Story' | 'Other' | 'BackCover';

export interface ComicBookInfo {
  title: string;
  writer: string;
  summary: string;
  /** Year and month the book was made, for the reader's shelf. */
  made: Date;
  /** The book's language code (shared/languages.ts). */
  language: string;
  /** The book reads right to left (Arabic, Hebrew, a manga set so). */
  rightToLeft: boolean;
}

export interface ComicBookPage {
  type: ComicPageType;
  read: () => Promise<{ bytes: Buffer; width: number; height: number }>;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export function comicInfoXml(
  info: ComicBookInfo,
  pages: { type: ComicPageType; width: number; height: number; size: number }[],
): string {
  const lines = pages.map(
    (p, i) =>
      `    <Page Image="${i}" Type="${p.type}" ImageSize="${p.size}" ` +
      `ImageWidth="${p.width}" ImageHeight="${p.height}" />`,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<ComicInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    `  <Title>${escapeXml(info.title)}</Title>`,
    `  <Series>${escapeXml(info.title)}</Series>`,
    '  <Number>1</Number>',
    `  <Summary>${escapeXml(info.summary)}</Summary>`,
    `  <Year>${info.made.getUTCFullYear()}</Year>`,
    `  <Month>${info.made.getUTCMonth() + 1}</Month>`,
    `  <Writer>${escapeXml(info.writer)}</Writer>`,
    '  <Publisher>Comics by Anyone</Publisher>',
    `  <LanguageISO>${escapeXml(info.language)}</LanguageISO>`,
    `  <PageCount>${pages.length}</PageCount>`,
    // A right-to-left book tells comic readers to turn its pages the other way.
    `  <Manga>${info.rightToLeft ? 'YesAndRightToLeft' : 'No'}</Manga>`,
    '  <Pages>',
    ...lines,
    '  </Pages>',
    '</ComicInfo>',
    '',
  ].join('\n');
}

export async function writeComicBookZip(filePath: string, info: ComicBookInfo, pages: ComicBookPage[]): Promise<void> {
  const temp = `${filePath}.${process.pid}.tmp`;
  const out = createWriteStream(temp);
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.write(chunk);
  });
  try {
    const listed: { type: ComicPageType; width: number; height: number; size: number }[] = [];
    const digits = String(pages.length).length;
    for (const [i, page] of pages.entries()) {
      const image = await page.read();
      // JPEGs are already compressed: stored as they are.
      const entry = new ZipPassThrough(`${String(i + 1).padStart(Math.max(3, digits), '0')}.jpg`);
      zip.add(entry);
      entry.push(image.bytes, true);
      listed.push({ type: page.type, width: image.width, height: image.height, size: image.bytes.length });
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    const xml = new ZipDeflate('ComicInfo.xml', { level: 6 });
    zip.add(xml);
    xml.push(new TextEncoder().encode(comicInfoXml(info, listed)), true);
    zip.end();
    if (failure) throw failure;
    out.end();
    await finished(out);
    await rename(temp, filePath);
  } catch (error) {
    out.destroy();
    await rm(temp, { force: true });
    throw error;
  }
}
