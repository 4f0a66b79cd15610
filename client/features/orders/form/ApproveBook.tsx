// "Before you pay": one last look at the whole book (the reader, where every page's words can still be
// changed) and one confirmation that everything looks right. A printed book cannot be corrected, and a typo in
// a name is what people most want to catch; "Go to payment" asks for the tick first.
import { BookOpen } from 'lucide-react';
import { LinkButton } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/FieldParts';
import { m } from '../../../lib/i18n';

export const APPROVE_ID = 'order-approve';

interface Props {
  comicId: string;
  approved: boolean;
  error?: string;
  onChange(approved: boolean): void;
}

export function ApproveBook({ comicId, approved, error, onChange }: Props) {
  return (
    <div className="mt-5 rounded-xl border-2 border-ink bg-paper p-4">
      <h3 className="font-display text-2xl tracking-wide">{m.orders_approve_heading()}</h3>
      <p className="mt-1">{m.orders_approve_text()}</p>
      <LinkButton href={`/comics/${comicId}/read`} variant="secondary" className="mt-3" full>
        <BookOpen aria-hidden="true" className="size-5" />
        {m.orders_approve_read()}
      </LinkButton>
      <CheckboxField
        id={APPROVE_ID}
        className="mt-3"
        label={m.orders_approve_check()}
        checked={approved}
        error={error}
        onChange={onChange}
      />
    </div>
  );
}
