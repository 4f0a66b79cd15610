// gifts.create, gifts.list, gifts.revoke (the comic's owner) and gifts.open plus the gift's images (anyone
// holding a live link): a private link that shows a comic to the person it is about (docs/book.md "Gift links").
// A link is 192 random bits, kept only as its SHA-256; revoked, it answers nothing at once. Every address
// of a shared comic is the link's own (/gift/<token>/...), so nothing outlives a revoke. Unknown tokens are
// counted per address: more than GIFT_GUESSES_PER_MINUTE a minute get "too many requests".
import { bookReadsRightToLeft } from '../../../shared/languages';
import { randomBytes } from 'node:crypto';
import type { BookPageKind } from '../../../shared/book';
import {
  type CreatedGiftLink,
  GIFT_FROM_MAX,
  type CreateGiftInput,
  GIFT_TOKEN_PATTERN,
  type GiftLinkView,
  type GiftOpeningInput,
  type GiftView,
  type SetGiftOpeningInput,
} from '../../../shared/gifts';
import { Invalid, NotFound, QuotaExceeded } from '../../lib/errors';
import { notYetOpen, openingInstant, openingView } from './giftOpening';
import { heroesName } from '../../../shared/script';
import { joinNames, matterWords } from '../../engines/words/matterWords';
import { CONTENT_TYPES, type ImageExtension } from '../../storage/imageStore';
import type { SignedInActor } from '../actor';
import type { AppDeps } from '../appDeps';
import { pageLabel } from '../book/bookPlan';
import { readBookPage, readBookPages } from '../book/bookRows';
import { ownComicRow } from '../comics/comicRows';
import { latestManifest } from '../files/filesSource';
import { readScript } from '../scripts/scriptRows';
import {
  countOpen,
  type GiftLinkRow,
  type GiftMailResult,
  insertGiftLink,
  liveGiftLinks,
  liveLinkByToken,
  ownLiveLink,
  revokeGiftLink,
  setLinkOpening,
} from './giftRows';
import { said } from '../../lib/said';
import { inTransaction } from '../../db/transaction';
import { cancelGiftEmail, moveGiftEmail, startGiftEmail } from './giftEmailSchedule';

export const GIFT_GUESSES_PER_MINUTE = 30;
/** Gift links an account may have e-mailed per day: each goes from the shop's address to one the giver types. */
export const GIFT_EMAILS_PER_DAY = 20;
const GIFT_LIMIT = said('error_gift_limit');
const GIFT_LINK_NOT_FOUND = said('error_gift_link_not_found');
/** shared/gifts.ts's GIFT_NOT_FOUND_MESSAGE, as the catalogue's words. */
const GIFT_NOT_FOUND = said('error_gift_not_found');

const OPENS_IN_THE_PAST = said('error_gift_opens_past');
const ALREADY_OPEN = said('error_gift_already_open');
const NO_EMAIL = said('error_gift_email_not_set_up');
const EMAIL_QUOTA = said('error_gift_email_quota', { count: GIFT_EMAILS_PER_DAY });

const toView = (row: GiftLinkRow): GiftLinkView => ({
  id: row.id,
  from: row.fromName,
  message: row.message,
  allowDownload: row.allowDownload,
  opens: row.opens,
  createdAt: row.createdAt,
  opensOn: openingView(row),
  email: emailView(row),
});

/** Where the link's e-mail stands, as its giver sees it. */
function emailView(row: GiftLinkRow): GiftLinkView['email'] {
  if (!row.sendTo) return null;
  const result = row.mailResult ? (JSON.parse(row.mailResult) as GiftMailResult) : null;
  if (!result) return { to: row.sendTo, state: 'waiting', at: row.opensAt };
  if ('sentAt' in result) return { to: row.sendTo, state: 'sent', at: result.sentAt };
  if ('refusedAt' in result) return { to: row.sendTo, state: 'refused', at: result.refusedAt };
  return { to: row.sendTo, state: 'failed', at: result.failedAt };
}

/** When a chosen day opens the link, refused when it has already passed. */
function opening(deps: AppDeps, opensOn: GiftOpeningInput | null | undefined) {
  if (!opensOn) return { opensAt: null, opensZone: null };
  const at = openingInstant(opensOn);
  if (at.getTime() <= deps.now().getTime()) throw new Invalid(OPENS_IN_THE_PAST);
  return { opensAt: at.toISOString(), opensZone: opensOn.timeZone };
}

export const giftUrl = (deps: Pick<AppDeps, 'config'>, token: string) => `${deps.config.publicOrigin}/gift/${token}`;

export async function createGift(
  deps: AppDeps,
  actor: SignedInActor,
  input: CreateGiftInput,
): Promise<CreatedGiftLink> {
  await ownComicRow(deps.db, input.comicId, actor.user.id);
  const opens = opening(deps, input.opensOn);
  // Without a mail server the e-mail would never go: said now, not found out on the day.
  if (input.sendTo && !deps.config.orders.mail.smtpUrl) throw new Invalid(NO_EMAIL);
  if (input.sendTo && !(await deps.limiter.tryTake('giftEmails', [`user:${actor.user.id}`])))
    throw new QuotaExceeded(EMAIL_QUOTA);
  const token = randomBytes(24).toString('base64url');
  const row = await inTransaction(deps.db, async (tx) => {
    const made = await insertGiftLink(tx, {
      comicId: input.comicId,
      userId: actor.user.id,
      token,
      // Left out, the gift is from the account's holder, by the name their sign-in gave.
      from: input.from ?? actor.user.name?.trim().slice(0, GIFT_FROM_MAX) ?? '',
      message: input.message,
      allowDownload: input.allowDownload,
      sendTo: input.sendTo ?? null,
      ...opens,
    });
    // The e-mail to the person it is for, queued for the moment it opens, with the link (giftEmail.ts).
    await startGiftEmail({ jobs: deps.jobs, db: tx }, made);
    return made;
  });
  return { ...toView(row), url: giftUrl(deps, token) };
}

/**
 * Another day for a link that has not opened yet, or null to open it now. A link already open stays open:
 * closing it again would take back what the recipient may have seen.
 */
export async function setGiftOpening(
  deps: AppDeps,
  actor: SignedInActor,
  input: SetGiftOpeningInput,
): Promise<GiftLinkView> {
  const link = await ownLiveLink(deps.db, input.id, actor.user.id);
  if (!link) throw new NotFound(GIFT_LINK_NOT_FOUND);
  if (input.opensOn && !notYetOpen(link, deps.now())) throw new Invalid(ALREADY_OPEN);
  const row = await setLinkOpening(deps.db, input.id, actor.user.id, opening(deps, input.opensOn));
  if (!row) throw new NotFound(GIFT_LINK_NOT_FOUND);
  await moveGiftEmail(deps, link, row);
  return toView(row);
}

export async function listGifts(
  deps: AppDeps,
  actor: SignedInActor,
  input: { comicId: string },
): Promise<GiftLinkView[]> {
  await ownComicRow(deps.db, input.comicId, actor.user.id);
  return (await liveGiftLinks(deps.db, input.comicId, actor.user.id)).map(toView);
}

export async function revokeGift(deps: AppDeps, actor: SignedInActor, input: { id: string }): Promise<{ id: string }> {
  const link = await ownLiveLink(deps.db, input.id, actor.user.id);
  if (!link || !(await revokeGiftLink(deps.db, input.id, actor.user.id, deps.now())))
    throw new NotFound(GIFT_LINK_NOT_FOUND);
  await cancelGiftEmail(deps, link);
  return { id: input.id };
}

/** The live link a token opens; an unknown one counts against the address (`clientKey`). */
export async function findGift(deps: AppDeps, token: string, clientKey: string): Promise<GiftLinkRow> {
  const link = GIFT_TOKEN_PATTERN.test(token) ? await liveLinkByToken(deps.db, token) : undefined;
  if (link) return link;
  if (!(await deps.limiter.tryTake('giftGuesses', [`ip:${clientKey}`]))) throw new QuotaExceeded(GIFT_LIMIT);
  throw new NotFound(GIFT_NOT_FOUND);
}

/** The comic as the recipient sees it; each call counts as the link being opened. */
export async function openGift(deps: AppDeps, input: { token: string }, clientKey: string): Promise<GiftView> {
  const link = await findGift(deps, input.token, clientKey);
  // An open counts once the gift shows itself, not while it waits for its day.
  if (!notYetOpen(link, deps.now())) await countOpen(deps.db, link.id);
  return giftView(deps, link, input.token);
}

export async function giftView(deps: AppDeps, link: GiftLinkRow, token: string): Promise<GiftView> {
  const comic = await ownComicRow(deps.db, link.comicId, link.userId);
  // Before its day the link says when it opens and who it is from, and nothing of the book.
  if (notYetOpen(link, deps.now())) {
    return {
      title: '',
      language: comic.language,
      rightToLeft: false,
      author: '',
      heroName: '',
      from: link.fromName,
      message: '',
      opensAt: link.opensAt,
      coverUrl: null,
      pages: [],
      downloadUrl: null,
    };
  }
  const script = (await readScript(deps.db, link.comicId, link.userId))?.script ?? null;
  const base = `/gift/${token}`;
  const pages = (await readBookPages(deps.db, link.comicId, link.userId))
    .filter((row) => row.status === 'done' && row.readerUrl)
    .map((row) => {
      const story = row.storyPage ? script?.pages.find((p) => p.number === row.storyPage) : undefined;
      return {
        number: row.number,
        kind: row.kind as BookPageKind,
        label: pageLabel({ kind: row.kind as BookPageKind, storyPage: row.storyPage }, story?.title),
        readerUrl: `${base}/pages/${row.number}`,
      };
    });
  const screen = link.allowDownload
    ? (await latestManifest(deps, link.comicId))?.files.find((f) => f.kind === 'screen-pdf')
    : undefined;
  return {
    title: script?.title || comic.title,
    language: comic.language,
    rightToLeft: bookReadsRightToLeft(comic),
    author: comic.author,
    heroName:
      (script && heroesName(script.cast, (names) => joinNames(matterWords(comic.language), names))) ?? comic.author,
    from: link.fromName,
    message: link.message,
    opensAt: null,
    coverUrl: comic.comicFrontPageUrl ? `${base}/cover` : null,
    pages,
    downloadUrl: screen ? `${base}/comic.pdf` : null,
  };
}

export type GiftFile = { bytes: Buffer; contentType: string } | { key: string; fileName: string; contentType: string };

/** One of a live gift's files: its cover, a page's reader image, or the screen PDF when allowed. */
export async function giftFile(
  deps: AppDeps,
  token: string,
  what: { cover: true } | { page: number } | { pdf: true },
  clientKey: string,
): Promise<GiftFile> {
  const link = await findGift(deps, token, clientKey);
  if (notYetOpen(link, deps.now())) throw new NotFound(GIFT_NOT_FOUND);
  const comic = await ownComicRow(deps.db, link.comicId, link.userId);
  const image = async (url: string | null | undefined) => {
    if (!url) throw new NotFound(GIFT_NOT_FOUND);
    const ext = url.split('.').pop() as ImageExtension;
    return { bytes: await deps.store.read(url), contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' };
  };
  if ('cover' in what) return image(comic.comicFrontPageUrl);
  if ('page' in what) {
    const row = await readBookPage(deps.db, link.comicId, link.userId, what.page);
    return image(row?.status === 'done' ? row.readerUrl : null);
  }
  const latest = link.allowDownload ? await latestManifest(deps, link.comicId) : null;
  const screen = latest?.files.find((f) => f.kind === 'screen-pdf');
  if (!latest || !screen) throw new NotFound(GIFT_NOT_FOUND);
  return {
    key: `${latest.folder}/${screen.fileName}`,
    fileName: screen.fileName,
    contentType: 'application/pdf',
  };
}
