// The quotas the usage limiter tests count against (per window: books per day, gift guesses per minute, the
// others per hour), the same for the SQLite and PostgreSQL limiters.
import type { UsageKind } from '../../server/lib/usageLimiter';

export const TEST_LIMITS: Record<UsageKind, number> = {
  ideas: 30,
  covers: 20,
  saves: 60,
  scripts: 10,
  books: 3,
  giftGuesses: 30,
  orders: 20,
  giftEmails: 20,
};
