// A small spinning icon for busy buttons; hidden from screen readers (the button text says what happens).
import { LoaderCircle } from 'lucide-react';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`animate-spin ${className}`} />;
}
