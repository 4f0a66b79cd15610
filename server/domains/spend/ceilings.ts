// The spending ceilings a deployer sets (docs/models.md, "Ceilings"), as meters the paid calls go through
// (providers/spendMeter.ts): painting a book is held to the book's ceiling (PAINT_BOOK_LIMIT_USD), the site's
// painting day (PAINT_DAY_LIMIT_USD) and each account's share of that day (PAINT_ACCOUNT_DAY_SHARE, so a few
// accounts cannot spend the whole day); painted covers and Claude calls to the site's day for them
// (COVERS_AND_CLAUDE_DAY_LIMIT_USD). Each call's estimate is reserved with the check (spendRows.ts), then
// settled with its cost or released. Days are UTC days, as budgets are read.
//
// A reservation whose process died before settling it is never released: it keeps counting at its estimate,
// as spent. The call it stood for may well have been made and billed (Replicate finishes and bills a
// prediction whose caller died; Anthropic bills an answer nobody read), so counting it is the ceiling doing its
// job, and it holds no budget for ever: the day's ceilings count only that day's rows, so it is gone from them
// at midnight UTC, and a book's ceiling counts it once, at the price of one painting.
import type { AppDeps } from '../appDeps';
import { retryWhileBusy } from '../../db/retryWhileBusy';
import { Invalid, SpendCeiling } from '../../lib/errors';
import type { SpendMeter, SpendReservation } from '../../providers/spendMeter';
import { counts, dayStart, releaseSpend, reserveSpend, settleSpend, type Ceiling, type SpendKind } from './spendRows';
import { said } from '../../lib/said';

const usd = (n: number) => `$${n.toFixed(2)}`;

/** A painting that would pass a ceiling: the book stops with this message (a customer's words). */
export class PaintCeiling extends Invalid {}

const bookCeiling = (limit: number) => said('error_book_ceiling', { amount: usd(limit) });
export const bookCeilingMessage = (limit: number) => bookCeiling(limit).text;
const dayCeiling = (limit: number) => said('error_day_ceiling', { amount: usd(limit) });
export const dayCeilingMessage = (limit: number) => dayCeiling(limit).text;
const accountCeiling = (limit: number) => said('error_account_ceiling', { amount: usd(limit) });
/** A painted cover or a Claude call past the site's day for them (after "Failed to generate comic front page: "). */
const DAY_BUDGET = said('error_day_budget');
export const DAY_BUDGET_MESSAGE = DAY_BUDGET.text;

/** Who a paid call is for, as the ledger keeps it. */
interface Payer {
  kind: SpendKind;
  comicId: string | null;
  userId: string | null;
}

/** A meter that reserves on the ledger under the ceilings `ceilingsOf` gives for the reservation's day. */
function ledgerMeter(deps: AppDeps, payer: Payer, ceilingsOf: (day: string) => Ceiling[]): SpendMeter {
  // Settling or releasing after the call must not turn a finished call into a failure: a write that fails
  // leaves the reservation counting at its estimate, which errs on the side of the ceiling.
  const quietly = async (what: string, write: () => Promise<unknown>) => {
    try {
      await retryWhileBusy(write, deps.config.dbBusyTimeoutMs);
    } catch (error) {
      deps.log.warn({ err: error, kind: payer.kind }, `could not ${what} a spending reservation; it counts as spent`);
    }
  };
  return {
    async reserve(estimate): Promise<SpendReservation> {
      const now = deps.now();
      const row = {
        ...payer,
        model: estimate.model,
        megapixels: estimate.megapixels ?? 0,
        usd: estimate.usd,
        at: now.toISOString(),
      };
      const id = await retryWhileBusy(
        () => reserveSpend(deps.db, row, ceilingsOf(dayStart(now))),
        deps.config.dbBusyTimeoutMs,
      );
      return {
        settle: (cost) => quietly('settle', () => settleSpend(deps.db, id, cost)),
        release: () => quietly('release', () => releaseSpend(deps.db, id)),
      };
    },
  };
}

/** The meter for painting a book's sheets and panels: the book's, the day's and the account's share. */
export function paintingMeter(deps: AppDeps, book: { comicId: string; userId: string }, kind: SpendKind): SpendMeter {
  const limits = deps.config.replicate;
  const perBook = limits?.bookLimitUsd ?? 0;
  const day = limits?.dayLimitUsd ?? 0;
  const share = day * (limits?.accountDayShare ?? 1);
  return ledgerMeter(deps, { kind, comicId: book.comicId, userId: book.userId }, (start) => [
    {
      counts: counts.book(book.comicId),
      limitUsd: perBook,
      refusal: () => new PaintCeiling(bookCeiling(perBook)),
    },
    { counts: counts.paintingDay(start), limitUsd: day, refusal: () => new PaintCeiling(dayCeiling(day)) },
    {
      counts: counts.accountDay(book.userId, start),
      // Only a share of a day that has a ceiling: with none, an account has none either.
      limitUsd: day > 0 ? share : 0,
      refusal: () => new PaintCeiling(accountCeiling(share)),
    },
  ]);
}

/** The meter for a painted cover or a Claude call: the site's day of covers and Claude. */
export function coversAndClaudeMeter(deps: AppDeps, payer: Payer): SpendMeter {
  const limit = deps.config.coversAndClaudeDayLimitUsd;
  return ledgerMeter(deps, payer, (start) => [
    { counts: counts.coversAndClaudeDay(start), limitUsd: limit, refusal: () => new SpendCeiling(DAY_BUDGET) },
  ]);
}
