// The moment the gift is opened: the cover, the giver's message in a balloon, and who the comic is about.
import { BookOpen } from 'lucide-react';
import type { GiftView } from '../../../shared/gifts';
import { Button } from '../../components/ui/Button';
import { m } from '../../lib/i18n';

export function GiftReveal({ gift, onOpen }: { gift: GiftView; onOpen(): void }) {
  return (
    <div className="halftone-bg flex min-h-[80vh] items-center justify-center px-4 py-10">
      <div className="flex w-full max-w-3xl flex-col items-center gap-8 md:flex-row md:items-center">
        {gift.coverUrl ? (
          <img
            src={gift.coverUrl}
            alt={m.gift_cover_alt({ title: gift.title })}
            className="w-60 max-w-[70vw] -rotate-2 rounded-sm border-3 border-ink shadow-comic-lg sm:w-72"
          />
        ) : null}
        <div className="flex flex-col items-center gap-5 text-center md:items-start md:text-left">
          <p className="font-bold text-ink/80">
            {gift.from
              ? m.gift_for_from({ hero: gift.heroName, from: gift.from })
              : m.gift_for({ hero: gift.heroName })}
          </p>
          <h1 className="font-display text-4xl leading-tight tracking-wide break-words sm:text-5xl">
            {m.gift_about_you({ hero: gift.heroName })}
          </h1>
          {gift.message ? (
            <blockquote
              className={
                'relative rounded-3xl border-3 border-ink bg-white px-5 py-4 text-xl ' +
                'font-bold shadow-comic break-words'
              }
            >
              {m.gift_quoted_message({ message: gift.message })}
            </blockquote>
          ) : null}
          <Button size="lg" variant="hero" onClick={onOpen}>
            <BookOpen aria-hidden="true" className="size-6" />
            {m.gift_open()}
          </Button>
        </div>
      </div>
    </div>
  );
}
