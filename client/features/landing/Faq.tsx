// Landing section 8: the FAQ accordion (one item open at a time, collapsible). The section is drawn at
// once, with its questions closed; the accordion itself (Radix) and the support e-mail it quotes come in a
// chunk of their own (FaqList.tsx) as the visitor scrolls towards it. A question clicked before the
// accordion has arrived opens when it does.
import { lazy, Suspense, useRef, useState } from 'react';
import { useNearViewport } from '../../lib/useNearViewport';
import { PartBoundary } from '../../components/PartBoundary';
import { SectionHeading } from './SectionHeading';
import { m } from '../../lib/i18n';
import { faqs } from './content';
import { FAQ_ITEM, FAQ_TRIGGER, FaqChevron } from './faqParts';

const FaqList = lazy(() => import('./FaqList'));

export function Faq() {
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  /** A question clicked before the accordion had arrived. */
  const [clicked, setClicked] = useState<string>();
  const closed = <ClosedQuestions onOpen={setClicked} />;
  return (
    <section
      ref={section}
      id="faq"
      aria-labelledby="faq-heading"
      className="scroll-mt-28 mx-auto max-w-3xl px-4 py-14 sm:px-6"
    >
      <SectionHeading kicker={m.landing_faq_kicker()} id="faq-heading">
        {m.landing_faq_heading()}
      </SectionHeading>
      {near || clicked ? (
        <PartBoundary fallback={closed}>
          <Suspense fallback={closed}>
            <FaqList open={clicked} />
          </Suspense>
        </PartBoundary>
      ) : (
        closed
      )}
    </section>
  );
}

/** The accordion as it first appears (all closed), drawn without its code. */
function ClosedQuestions({ onOpen }: { onOpen(id: string): void }) {
  return (
    <div className="flex flex-col gap-3">
      {faqs().map((faq) => (
        <div key={faq.id} className={FAQ_ITEM}>
          <h3>
            <button type="button" aria-expanded="false" className={FAQ_TRIGGER} onClick={() => onOpen(faq.id)}>
              {faq.question}
              <FaqChevron />
            </button>
          </h3>
        </div>
      ))}
    </div>
  );
}
