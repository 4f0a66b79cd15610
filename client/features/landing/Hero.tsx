// Landing section 1: headline, subline and the main call to action.
import { NewComicLink } from '../../components/NewComicLink';
import { Sparkles } from 'lucide-react';
import { m } from '../../lib/i18n';
import { HeroComicArt } from './HeroComicArt';
import { withPart } from '../../lib/messageParts';

/** Stands in for the highlighted words while the title is split around them. */
export function Hero() {
  // One sentence with a slot, not three pieces: each language puts the highlighted words where its word order
  // wants them (German: "Erstelle & drucke in 2 Minuten einen urkomischen Comic").
  return (
    <section className="relative overflow-hidden border-b-3 border-ink bg-zap">
      <div aria-hidden="true" className="sunburst absolute inset-0 opacity-60" />
      <div aria-hidden="true" className="halftone-bg absolute inset-0" />
      <div
        className={
          'relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 ' +
          'md:grid-cols-[1.15fr_1fr] md:py-20'
        }
      >
        <div className="text-center md:text-left">
          <p
            className={
              'inline-flex items-center gap-1.5 rounded-full border-2 border-ink bg-white px-3 py-1 ' +
              'text-sm font-bold shadow-comic-sm'
            }
          >
            <Sparkles aria-hidden="true" className="size-4 text-pow-dark" />
            {m.landing_hero_badge()}
          </p>
          <h1 className="mt-5 font-display text-5xl leading-[0.95] tracking-wide text-balance sm:text-6xl lg:text-7xl">
            {withPart(
              (comic) => m.landing_hero_title({ comic }),
              <span className="text-pow-dark">{m.landing_hero_title_comic()}</span>,
            )}
          </h1>
          <p className="mx-auto mt-5 max-w-lg text-xl font-bold text-ink/85 md:mx-0">{m.landing_hero_subline()}</p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row md:justify-start">
            <NewComicLink variant="hero" size="xl">
              {m.landing_hero_cta()}
            </NewComicLink>
          </div>
        </div>
        <HeroComicArt />
      </div>
    </section>
  );
}
