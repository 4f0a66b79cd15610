// Landing section 1: headline, subline and the main call to action.
import { NewComicLink } from '../../components/NewComicLink';
import { Sparkles } from 'lucide-react';
import { HeroComicArt } from './HeroComicArt';

export function Hero() {
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
            Personalized comic books
          </p>
          <h1 className="mt-5 font-display text-5xl leading-[0.95] tracking-wide text-balance sm:text-6xl lg:text-7xl">
            Create &amp; print a <span className="text-pow-dark">hilarious comic</span> in 2 minutes
          </h1>
          <p className="mx-auto mt-5 max-w-lg text-xl font-bold text-ink/85 md:mx-0">
            Turn anyone into the star of their own personalized comedy comic.
          </p>
          <div className="mt-8 flex flex-col items-center gap-3 sm:flex-row md:justify-start">
            <NewComicLink variant="hero" size="xl">
              Create Your Comic
            </NewComicLink>
          </div>
        </div>
        <HeroComicArt />
      </div>
    </section>
  );
}
