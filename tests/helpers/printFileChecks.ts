// What a printer's prepress does to our PDFs, with Debian's own tools (poppler-utils and qpdf, installed by
// .ci/run), and a CBZ opened by Python's zipfile and ElementTree: nothing here is our code reading our code.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

const exec = promisify(execFile);

export async function tool(command: string, args: string[]): Promise<string> {
  const { stdout } = await exec(command, args, { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** qpdf's structural check (exit status 0 and its all-clear line) and that the file is not encrypted. */
export async function qpdfCheck(file: string): Promise<{ check: string; encryption: string }> {
  return { check: await tool('qpdf', ['--check', file]), encryption: await tool('qpdf', ['--show-encryption', file]) };
}

/** Annotations on any page, as qpdf's JSON lists them (a print file must have none). */
export async function annotationCount(file: string): Promise<number> {
  const json = JSON.parse(await tool('qpdf', ['--json=2', '--json-key=pages', file])) as {
    pages: { annotations?: unknown[] }[];
  };
  return json.pages.reduce((sum, page) => sum + (page.annotations?.length ?? 0), 0);
}

export interface PdfPageBoxes {
  page: number;
  MediaBox: number[];
  BleedBox: number[];
  TrimBox: number[];
}

/** pdfinfo -box for every page: the document's fields and each page's boxes. */
export async function pdfInfo(file: string): Promise<{ fields: Record<string, string>; pages: PdfPageBoxes[] }> {
  const head = await tool('pdfinfo', [file]);
  const fields = Object.fromEntries(
    head
      .split('\n')
      .filter((l) => l.includes(':'))
      .map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const count = Number(fields.Pages);
  const boxes = await tool('pdfinfo', ['-box', '-f', '1', '-l', String(count), file]);
  const pages = new Map<number, PdfPageBoxes>();
  for (const match of boxes.matchAll(/^Page\s+(\d+)\s+(MediaBox|BleedBox|TrimBox):\s+([\d.\s-]+)$/gm)) {
    const n = Number(match[1]);
    const page = pages.get(n) ?? ({ page: n } as PdfPageBoxes);
    page[match[2] as 'MediaBox'] = match[3].trim().split(/\s+/).map(Number);
    pages.set(n, page);
  }
  return { fields, pages: [...pages.values()] };
}

export interface PdfImage {
  page: number;
  width: number;
  height: number;
  color: string;
  enc: string;
  xPpi: number;
  yPpi: number;
}

export async function pdfImages(file: string): Promise<PdfImage[]> {
  const lines = (await tool('pdfimages', ['-list', file])).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const c = line.trim().split(/\s+/);
    return {
      page: Number(c[0]),
      width: Number(c[3]),
      height: Number(c[4]),
      color: c[5],
      enc: c[8],
      xPpi: Number(c[12]),
      yPpi: Number(c[13]),
    };
  });
}

export async function pdfFonts(file: string): Promise<{ name: string; embedded: string }[]> {
  const lines = (await tool('pdffonts', [file])).split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const c = line.trim().split(/\s+/);
    return { name: c[0], embedded: c[c.length - 5] };
  });
}

/** One page rendered by poppler at `dpi`, as PNG bytes. */
export async function renderPdfPage(file: string, page: number, dpi: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdftoppm-'));
  try {
    await tool('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    return await readFile(path.join(dir, 'page.png'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * How different two pictures are: both scaled to 512 px wide, gray, softened a little (halftone dots
 * resampled by two renderers differ dot by dot, not in what the page shows), mean absolute difference 0-255.
 */
export async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const norm = (img: Buffer) =>
    sharp(img).resize({ width: 512, height: 782, fit: 'fill' }).toColourspace('b-w').blur(1.5).raw().toBuffer();
  const [x, y] = await Promise.all([norm(a), norm(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

export interface ComicBookArchive {
  names: string[];
  info: {
    title: string;
    writer: string;
    summary: string;
    pageCount: number;
    language: string;
    manga: string;
    pages: { image: number; type: string }[];
  };
}

/** Opens a CBZ with Python's zipfile (testzip checks every CRC) and parses its ComicInfo.xml with ElementTree. */
export async function readComicBookArchive(file: string): Promise<ComicBookArchive> {
  const script = `
import json, sys, zipfile, xml.etree.ElementTree as ET
z = zipfile.ZipFile(sys.argv[1])
bad = z.testzip()
if bad: raise SystemExit('corrupt member ' + bad)
root = ET.fromstring(z.read('ComicInfo.xml'))
pages = [{'image': int(p.get('Image')), 'type': p.get('Type')} for p in root.find('Pages')]
print(json.dumps({'names': z.namelist(), 'info': {'title': root.findtext('Title'), 'writer': root.findtext('Writer'),
  'summary': root.findtext('Summary'), 'pageCount': int(root.findtext('PageCount')),
  'language': root.findtext('LanguageISO'), 'manga': root.findtext('Manga'), 'pages': pages}}))
`;
  return JSON.parse(await tool('python3', ['-c', script, file])) as ComicBookArchive;
}

/** The document catalog's /Lang and its viewer preferences' /Direction, as qpdf reads the file. */
export async function readingDirection(file: string): Promise<{ lang?: string; direction?: string }> {
  const json = JSON.parse(await tool('qpdf', ['--json=2', '--json-key=qpdf', file])) as {
    qpdf: [unknown, Record<string, { value: Record<string, unknown> }>];
  };
  const objects = json.qpdf[1];
  const get = (ref: unknown) => objects[`obj:${ref}`]?.value;
  const root = get(objects.trailer.value['/Root']) ?? {};
  const preferences = get(root['/ViewerPreferences']) ?? {};
  // qpdf writes a text string as "u:…" and a name as "/…".
  const lang = typeof root['/Lang'] === 'string' ? (root['/Lang'] as string).replace(/^u:/, '') : undefined;
  const direction = typeof preferences['/Direction'] === 'string' ? (preferences['/Direction'] as string) : undefined;
  return { lang, direction };
}
