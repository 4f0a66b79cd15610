// The giver's list of gift links follows an e-mail on its way without a reload (client/features/gift/giftPoll.ts):
// asked again often while it is due and unsent, now and then once it has been tried a while, at the moment a
// link opens (every quarter hour until then), and not at all otherwise.
import { describe, expect, it } from 'vitest';
import { nextGiftPoll } from '../../client/features/gift/giftPoll';
import type { GiftLinkView } from '../../shared/gifts';

const NOW = Date.parse('2026-12-01T09:00:00Z');
const link = (email: GiftLinkView['email']) => ({ email }) as GiftLinkView;
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('when the gift list is asked for again', () => {
  it('often while an e-mail is due and unsent, now and then after two minutes', () => {
    expect(nextGiftPoll([link({ to: 'a@b.co', state: 'waiting', at: at(-5_000) })], NOW)).toBe(3000);
    expect(nextGiftPoll([link({ to: 'a@b.co', state: 'waiting', at: null })], NOW)).toBe(3000);
    expect(nextGiftPoll([link({ to: 'a@b.co', state: 'waiting', at: at(-600_000) })], NOW)).toBe(30_000);
  });

  it('at the moment a link opens within the quarter hour, and every quarter hour for one further off', () => {
    expect(nextGiftPoll([link({ to: 'a@b.co', state: 'waiting', at: at(60_000) })], NOW)).toBe(61_000);
    expect(nextGiftPoll([link({ to: 'a@b.co', state: 'waiting', at: at(86_400_000) })], NOW)).toBe(900_000);
  });

  it('not once every e-mail has left or been refused, nor for links without one', () => {
    expect(
      nextGiftPoll(
        [
          link({ to: 'a@b.co', state: 'sent', at: at(-5_000) }),
          link({ to: 'c@d.co', state: 'refused', at: at(-5_000) }),
          link(null),
        ],
        NOW,
      ),
    ).toBe(false);
    expect(nextGiftPoll(undefined, NOW)).toBe(false);
  });
});
