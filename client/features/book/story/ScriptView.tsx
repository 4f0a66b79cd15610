// The script as a reader sees it before the art: every page's panels with shot and setting, what is seen,
// the captions, who says what (and how), and the sound effects. Text only, rendered as text.
// The script's own words (titles, captions, what is seen) are the book's and stay as written; the page's
// words around them, and the shot and balloon kinds, are in the page's language. A panel's setting and action
// are the artist's directions, English in every book (docs/book.md): a book in another language shows its
// own words only.
import type { BalloonKind, Panel, Script, Shot } from '../../../../shared/script';
import type { Authorship } from '../../../../shared/scriptAuthorship';
import { m } from '../../../lib/i18n';
import { ScriptAuthorship } from './ScriptAuthorship';

const SHOT_NAMES: Record<Shot, () => string> = {
  establishing: () => m.library_shot_establishing(),
  wide: () => m.library_shot_wide(),
  medium: () => m.library_shot_medium(),
  'close-up': () => m.library_shot_close_up(),
  'extreme close-up': () => m.library_shot_extreme_close_up(),
};

/** How a balloon is said, when it is not plain speech. */
const BALLOON_MANNER: Record<Exclude<BalloonKind, 'speech'>, () => string> = {
  thought: () => m.library_balloon_thought(),
  shout: () => m.library_balloon_shout(),
  whisper: () => m.library_balloon_whisper(),
};

export function ScriptView({
  script,
  authorship,
  language = 'en',
}: {
  script: Script;
  authorship?: Authorship | null;
  /** The book's language: directions are shown only in an English book. */
  language?: string;
}) {
  const directions = language === 'en';
  return (
    <article aria-label={m.library_script_label()} className="flex flex-col gap-6">
      <header>
        <h3 className="font-display text-3xl tracking-wide">{script.title}</h3>
        <p className="italic">{script.dedication}</p>
        <p className="mt-2 text-sm text-ink/80">
          {m.library_script_starring({
            cast: script.cast.map((member) => `${member.name} (${member.role})`).join(', '),
          })}
        </p>
        {authorship ? <ScriptAuthorship authorship={authorship} className="mt-1 text-sm" /> : null}
      </header>
      {script.pages.map((page) => (
        <section
          key={page.number}
          aria-label={m.library_page_number({ number: page.number })}
          className="rounded-xl border-2 border-ink bg-white p-4"
        >
          <h4 className="font-display text-xl tracking-wide">
            {m.library_page_number_titled({ number: page.number, title: page.title })}
          </h4>
          <p className="text-ink/80">{page.summary}</p>
          <ol className="mt-3 flex flex-col gap-3">
            {page.panels.map((panel, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a script's panels never move; the number is the panel
              <PanelView key={index} panel={panel} number={index + 1} directions={directions} />
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}

function PanelView({ panel, number, directions }: { panel: Panel; number: number; directions: boolean }) {
  const shot = SHOT_NAMES[panel.shot]?.() ?? panel.shot;
  return (
    <li className="border-l-4 border-sky pl-3">
      <p className="text-sm font-bold uppercase tracking-wide text-ink/70">
        {directions
          ? m.library_script_panel({ number, shot, setting: panel.setting })
          : m.library_script_panel_shot({ number, shot })}
      </p>
      {directions ? <p>{panel.action}</p> : null}
      {panel.caption ? (
        <p className="mt-1 inline-block rounded border-2 border-ink bg-[#fff3b0] px-2 py-0.5 text-sm">
          {panel.caption}
        </p>
      ) : null}
      {panel.balloons.map((balloon, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a panel's balloons never move; the order is the balloon
        <p key={index} className="mt-1">
          <span className="font-bold">{balloon.speaker}</span>
          {balloon.kind === 'speech' ? '' : ` (${BALLOON_MANNER[balloon.kind]?.() ?? balloon.kind})`}: {balloon.text}
        </p>
      ))}
      {panel.sfx ? <p className="mt-1 font-display text-lg tracking-wider text-pow-dark">{panel.sfx}</p> : null}
    </li>
  );
}
