// One page in a page list (the comic's outline or its written story): number, title and one-line summary.
import { m } from '../../lib/i18n';

interface Props {
  number: number;
  title: string;
  summary: string;
  /** h3 in a plain list; h4 under an act heading. */
  level?: 3 | 4;
}

export function PageItem({ number, title, summary, level = 3 }: Props) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <li className="rounded-xl border-2 border-ink bg-paper p-3">
      <p className="font-display text-lg tracking-wider text-pow-dark">{m.builder_page_number({ number })}</p>
      <Heading className="font-bold">{title}</Heading>
      <p className="text-ink/80">{summary}</p>
    </li>
  );
}
