// Decorative hero art drawn in CSS: a vintage cover behind a manga-style page of panels, plus a POW burst.
// Pure decoration, so it is hidden from assistive technology; its lettering is in the page's language.
import { m } from '../../lib/i18n';

const PAGE_OF_PANELS =
  'absolute right-0 bottom-0 w-[66%] rotate-3 rounded-md border-3 border-ink bg-white p-2 shadow-comic-lg';

const POW_LETTERS = 'relative font-display text-2xl tracking-wide text-white [text-shadow:2px_2px_0_var(--color-ink)]';

export function HeroComicArt() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto aspect-[4/5] w-[88%] max-w-[20rem] select-none sm:w-full sm:max-w-sm"
    >
      {/* The cover, tilted behind */}
      <div
        className={
          'absolute top-2 left-0 w-[68%] -rotate-6 overflow-hidden rounded-md border-3 ' +
          'border-ink bg-sky shadow-comic-lg'
        }
      >
        <div className="aspect-[9/14] p-3 halftone-bg">
          <div
            className={
              'rounded-sm border-2 border-ink bg-zap px-2 py-1 text-center font-display ' +
              'text-xl leading-none tracking-wide'
            }
          >
            {m.landing_art_cover_title()}
          </div>
          <div className="mt-3 grid place-items-center">
            <div className="relative size-24 rounded-full border-3 border-ink bg-paper">
              <div className="absolute top-8 left-5 size-3 rounded-full bg-ink" />
              <div className="absolute top-8 right-5 size-3 rounded-full bg-ink" />
              <div
                className={
                  'absolute bottom-5 left-1/2 h-4 w-10 -translate-x-1/2 rounded-b-full ' +
                  'border-3 border-t-0 border-ink bg-pow'
                }
              />
            </div>
            <div className="-mt-1 h-20 w-32 rounded-t-[3rem] border-3 border-ink bg-pow" />
          </div>
          <div className="absolute bottom-3 left-3 rounded-full border-2 border-ink bg-white px-2 text-xs font-bold">
            {m.landing_art_cover_badge()}
          </div>
        </div>
      </div>

      {/* The page of panels, in front */}
      <div className={PAGE_OF_PANELS}>
        <div className="grid aspect-[9/12] grid-cols-2 grid-rows-3 gap-1.5">
          <div className="col-span-2 flex items-start rounded-sm border-2 border-ink bg-paper p-1.5 halftone-bg">
            <span className="rounded-[50%] border-2 border-ink bg-white px-2 py-1 text-[10px] font-bold leading-tight">
              {m.landing_art_speech()}
            </span>
          </div>
          <div className="rounded-sm border-2 border-ink bg-zap" />
          <div className="grid place-items-center rounded-sm border-2 border-ink bg-ink">
            <span className="font-display text-lg text-zap">{m.landing_art_zap()}</span>
          </div>
          <div className="col-span-2 flex items-end justify-end rounded-sm border-2 border-ink bg-[#bfe3ff] p-1.5">
            <span className="rounded-md border-2 border-ink bg-white px-1.5 py-0.5 text-[10px] font-bold">
              {m.landing_art_caption()}
            </span>
          </div>
        </div>
      </div>

      {/* The burst */}
      <div className="absolute -top-2 right-2 grid size-24 rotate-12 place-items-center">
        <svg
          aria-hidden="true"
          viewBox="0 0 100 100"
          className="absolute inset-0 size-full drop-shadow-[3px_3px_0_var(--color-ink)]"
        >
          <polygon
            points="50,2 60,30 90,14 74,42 98,52 70,62 84,92 54,74 40,98 36,68 6,80 26,56 2,40 32,34 20,8 44,26"
            className="fill-pow stroke-ink"
            strokeWidth="3"
            strokeLinejoin="round"
          />
        </svg>
        <span className={POW_LETTERS}>{m.landing_art_pow()}</span>
      </div>
    </div>
  );
}
