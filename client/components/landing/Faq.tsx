// Landing section 8: the FAQ accordion (one item open at a time, collapsible).
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useAppInfo } from '../../lib/appInfo';
import { SectionHeading } from './SectionHeading';
import { FAQS } from './content';

export function Faq() {
  const appInfo = useAppInfo();
  const email = appInfo.data?.supportEmail ?? 'support@localhost';
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-28 mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <SectionHeading kicker="Got questions?" id="faq-heading">
        Frequently Asked Questions
      </SectionHeading>
      <Accordion.Root type="single" collapsible className="flex flex-col gap-3">
        {FAQS.map((faq) => (
          <Accordion.Item key={faq.id} value={faq.id} className="comic-panel overflow-hidden">
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-4 text-left text-lg font-bold hover:bg-zap/40 data-[state=open]:bg-zap">
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180"
                  strokeWidth={3}
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="border-t-2 border-ink px-5 py-4 text-lg text-ink/85">
              {faq.answer(email)}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
