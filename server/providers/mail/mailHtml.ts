// An e-mail's HTML part from its plain-text lines: each line a paragraph, escaped, its web addresses links.
// The text part stays the lines themselves, so both say the same.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `linked`: which lines' addresses become links (all by default; never words someone else typed). */
export function htmlOfLines(lines: string[], linked: (line: string) => boolean = () => true): string {
  return lines
    .map((line) => {
      if (!line) return '';
      const text = escapeHtml(line);
      return `<p>${linked(line) ? text.replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>') : text}</p>`;
    })
    .join('\n');
}
