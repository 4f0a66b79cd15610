// An e-mail's HTML part from its plain-text lines: each line a paragraph, escaped, its web addresses links.
// The text part stays the lines themselves, so both say the same.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function htmlOfLines(lines: string[]): string {
  return lines
    .map((line) => (line ? `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>` : ''))
    .join('\n');
}
