// The 'Complete Comic Context' summary on /generate: everything about the comic as structured text that
// can be pasted into a brief or another tool. Its labels are in the page's language; what the visitor and
// the story wrote is as written, and a panel's shot and a balloon's kind are the script's own words.
import type { BookDraft } from '../../state/draft';
import type { Script } from '../../../shared/script';
import { DEFAULT_OUTLINE } from '../../../shared/outline';
import { siteLocale, m } from '../../lib/i18n';
import { answeredQuestion } from './questions/questionText';
import { shownOutlinePage } from './result/outlineText';
import { shownStyleLabel } from './styleText';

export function formatComicContext(
  draft: BookDraft,
  script: Script | null = null,
  origin: string = window.location.origin,
): string {
  const lines: string[] = [];
  const section = (title: string) => lines.push('', title.toLocaleUpperCase(siteLocale()), '-'.repeat(title.length));
  const none = m.builder_context_none();
  const absolute = (url: string | null | undefined) => (url ? new URL(url, origin).href : none);

  const heading = m.builder_context_title();
  lines.push(heading, '='.repeat(heading.length));
  lines.push(m.builder_context_title_line({ title: draft.idea?.title || m.builder_context_untitled() }));
  lines.push(m.builder_context_author_line({ author: draft.author?.trim() || m.builder_context_anonymous() }));
  const style = shownStyleLabel(draft.type);
  lines.push(m.builder_context_style_line({ style: draft.type ? `${style} (${draft.type})` : style }));

  section(m.builder_context_story_idea());
  lines.push(m.builder_context_title_line({ title: draft.idea?.title ?? none }));
  lines.push(m.builder_context_description_line({ description: draft.idea?.description ?? none }));

  section(m.builder_context_about_author());
  if (draft.answers.length === 0) lines.push(m.builder_context_no_answers());
  draft.answers.forEach((a, i) => {
    if (i > 0) lines.push('');
    const question = a.question ? answeredQuestion(a, draft.author) : a.id;
    lines.push(
      m.builder_context_question_line({ number: i + 1, question }),
      m.builder_context_answer_line({ number: i + 1, answer: a.answer }),
    );
  });

  section(m.builder_context_characters());
  // The photo is of a real person and is served only to its owner: this text (meant to be pasted
  // elsewhere) says it exists without carrying a link to it.
  const photo = draft.mainCharacterPhoto ? m.builder_context_photo_uploaded() : none;
  lines.push(m.builder_context_photo_line({ photo }));
  draft.characters.forEach((c, i) => {
    lines.push(`${i + 1}. ${c.fullName || m.builder_context_unnamed()}${c.nickname ? ` "${c.nickname}"` : ''}`);
  });

  section(m.builder_context_cover());
  lines.push(m.builder_context_front_page_line({ url: absolute(draft.comicFrontPageUrl) }));

  section(m.builder_context_pages());
  if (!script) {
    for (const page of DEFAULT_OUTLINE) {
      const { title, description } = shownOutlinePage(page);
      lines.push(m.builder_context_outline_line({ number: page.pageNumber, title, description }));
    }
  } else {
    lines.push(m.builder_context_dedication_line({ dedication: script.dedication }));
    const cast = script.cast.map((member) => `${member.name} (${member.role})`).join(', ');
    lines.push(m.builder_context_cast_line({ cast }));
    for (const page of script.pages) {
      const { number, act, title, summary } = page;
      lines.push('', m.builder_context_page_line({ number, act, title, summary }));
      page.panels.forEach((panel, i) => {
        const { shot, setting, action } = panel;
        lines.push(`  ${m.builder_context_panel_line({ number: i + 1, shot, setting, action })}`);
        if (panel.caption) lines.push(`    ${m.builder_context_caption_line({ caption: panel.caption })}`);
        for (const balloon of panel.balloons)
          lines.push(`    ${balloon.speaker}${balloon.kind === 'speech' ? '' : ` (${balloon.kind})`}: ${balloon.text}`);
        if (panel.sfx) lines.push(`    ${m.builder_context_sfx_line({ sfx: panel.sfx })}`);
      });
    }
  }

  return lines.join('\n');
}
