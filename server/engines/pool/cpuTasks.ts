// The CPU-heavy tasks the render pool (renderPool.ts) runs in worker threads, by name. The code runs only
// inside the workers; the main thread imports nothing but the types. Inputs and outputs are plain data whose
// top-level Buffer fields are transferred (server/workers/transfer.ts).
import { renderLocalCover, type LocalCoverRequest, type RenderedCover } from '../cover/renderCover';
import { drawMatterPicture, type MatterPageRequest } from '../panels/matterPages';
import { coverAtPrintSize, trimmedPage } from '../print/printImages';
import { encodeFullPage, reletterPage, renderStoryPage } from '../page/composePage';
import { analysePhoto, rememberAnalyses, type PhotoAnalysis } from '../panels/heroPhoto';
import { likenessIn, personDescriptor } from '../artKit/faceModel/likeness';
import { undrawableIn } from '../artKit/text/fonts';
import { matterTexts } from '../panels/matterKit';

export const cpuTasks = {
  /** The local cover renderer, unchanged: the same request and seed give the same bytes as on the main thread. */
  renderCover: (req: LocalCoverRequest): Promise<RenderedCover> => renderLocalCover(req),
  /** A story page: panel art, borders, lettering; the art alone, the print page and the reader copy. */
  renderStoryPage,
  /** New words on a drawn page's stored art. */
  reletterPage,
  /** Title, dedication, the end, about the hero: drawn whole, with any character of their words no font has. */
  renderMatterPage: async (
    req: MatterPageRequest & { printOnly?: boolean; analyses?: Record<string, PhotoAnalysis> },
  ) => {
    rememberAnalyses(req.analyses ?? {});
    const page = await encodeFullPage(await drawMatterPicture(req), req.printOnly);
    return { ...page, undrawable: undrawableIn(matterTexts(req)) };
  },
  /** The characters of the texts no font can draw (the cover's words, checked before print). */
  undrawableText: async ({ texts }: { texts: string[] }) => undrawableIn(texts),
  /** What the face model makes of a photo (run in a thread of its own: see photoAnalyses.ts). */
  analysePhoto: (input: { photo: Buffer }): Promise<PhotoAnalysis> => analysePhoto(input.photo),
  /** The front cover enlarged (or cropped) to print size, for the cover PDF. */
  coverAtPrintSize,
  /** A page cut to its trim and made smaller, for the screen PDF and the CBZ. */
  trimmedPage,
  /**
   * A person's face descriptor from their photo (null: no face found), and the likeness of each person in a
   * painting: the face model loads once per worker thread (seconds) and takes about a second a picture.
   */
  personDescriptor: ({ photo }: { photo: Buffer }) => personDescriptor(photo),
  likenessIn: ({ painting, people }: { painting: Buffer; people: Record<string, number[]> }) =>
    likenessIn(painting, people),
};

export type CpuTasks = typeof cpuTasks;
export type CpuTaskName = keyof CpuTasks;
