// What the FAQ looks like, shared by the closed questions drawn with the page (Faq.tsx) and the accordion
// that arrives later (FaqList.tsx), so both draw the same items and neither imports the other back.
import { ChevronDown } from 'lucide-react';

export const FAQ_ITEM = 'comic-panel overflow-hidden';
export const FAQ_TRIGGER =
  'group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold ' +
  'hover:bg-zap/40 data-[state=open]:bg-zap';

export function FaqChevron() {
  return (
    <ChevronDown
      aria-hidden="true"
      className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
      strokeWidth={3}
    />
  );
}
