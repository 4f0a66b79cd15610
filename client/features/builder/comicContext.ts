// The 'Complete Comic Context' summary on /generate: everything about the comic as structured text that
// can be pasted into a brief or another tool.
import { styleLabel } from '../../../shared/bookTypes';
import { FALLBACK_SUMMARY_AUTHOR, FALLBACK_TITLE } from '../../../shared/limits';
import { DEFAULT_OUTLINE } from '../../../shared/outline';
import type { BookDraft } from '../../state/draft';
import type { Script } from '../../../shared/script';

export function formatComicContext(
  draft: BookDraft,
  script: Script | null = null,
  origin: string = window.location.origin,
): string {
  const lines: string[] = [];
  const section = (title: string) => lines.push('', title.toUpperCase(), '-'.repeat(title.length));
  const absolute = (url: string | null | undefined) => (url ? new URL(url, origin).href : 'none');

  lines.push('COMIC BOOK CONTEXT', '==================');
  lines.push(`Title: ${draft.idea?.title || FALLBACK_TITLE}`);
  lines.push(`Author: ${draft.author?.trim() || FALLBACK_SUMMARY_AUTHOR}`);
  lines.push(`Style: ${styleLabel(draft.type)}${draft.type ? ` (${draft.type})` : ''}`);

  section('Story idea');
  lines.push(`Title: ${draft.idea?.title ?? 'none'}`);
  lines.push(`Description: ${draft.idea?.description ?? 'none'}`);

  section('About the author');
  if (draft.answers.length === 0) lines.push('No answers.');
  draft.answers.forEach((a, i) => {
    if (i > 0) lines.push('');
    lines.push(`Q${i + 1}: ${a.question || a.id}`, `A${i + 1}: ${a.answer}`);
  });

  section('Characters');
  // The photo is of a real person and is served only to its owner: this text (meant to be pasted
  // elsewhere) says it exists without carrying a link to it.
  lines.push(`Main character photo: ${draft.mainCharacterPhoto ? 'uploaded (private)' : 'none'}`);
  draft.characters.forEach((c, i) => {
    lines.push(`${i + 1}. ${c.fullName || 'Unnamed'}${c.nickname ? ` "${c.nickname}"` : ''}`);
  });

  section('Cover');
  lines.push(`Front page: ${absolute(draft.comicFrontPageUrl)}`);

  section('Pages');
  if (!script) {
    for (const page of DEFAULT_OUTLINE) lines.push(`Page ${page.pageNumber}: ${page.title} - ${page.description}`);
  } else {
    lines.push(`Dedication: ${script.dedication}`);
    lines.push(`Cast: ${script.cast.map((member) => `${member.name} (${member.role})`).join(', ')}`);
    for (const page of script.pages) {
      lines.push('', `Page ${page.number} (act ${page.act}): ${page.title} - ${page.summary}`);
      page.panels.forEach((panel, i) => {
        lines.push(`  Panel ${i + 1} [${panel.shot}, ${panel.setting}]: ${panel.action}`);
        if (panel.caption) lines.push(`    Caption: ${panel.caption}`);
        for (const balloon of panel.balloons)
          lines.push(`    ${balloon.speaker}${balloon.kind === 'speech' ? '' : ` (${balloon.kind})`}: ${balloon.text}`);
        if (panel.sfx) lines.push(`    SFX: ${panel.sfx}`);
      });
    }
  }

  return lines.join('\n');
}
