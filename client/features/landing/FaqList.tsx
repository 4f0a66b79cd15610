// The FAQ accordion itself (see Faq.tsx), with the support e-mail from the server's app info. `open` is a
// question clicked before it arrived: it starts open, with the keyboard focus on it.
import { useEffect, useRef } from 'react';
import { Accordion } from 'radix-ui';
import { useAppInfo } from '../../lib/appInfo';
import { DataProviders } from '../../lib/dataProviders';
import { FAQ_ITEM, FAQ_TRIGGER, FaqChevron } from './faqParts';
import { faqs } from './content';

export default function FaqList({ open }: { open?: string }) {
  return (
    <DataProviders>
      <Questions open={open} />
    </DataProviders>
  );
}

function Questions({ open }: { open?: string }) {
  const appInfo = useAppInfo();
  const email = appInfo.data?.supportEmail ?? 'support@localhost';
  const openTrigger = useRef<HTMLButtonElement>(null);
  useEffect(() => openTrigger.current?.focus(), []);
  return (
    <Accordion.Root type="single" collapsible defaultValue={open} className="flex flex-col gap-3">
      {faqs().map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className={FAQ_ITEM}>
          <Accordion.Header>
            <Accordion.Trigger ref={faq.id === open ? openTrigger : undefined} className={FAQ_TRIGGER}>
              {faq.question}
              <FaqChevron />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="border-t-2 border-ink px-5 py-4 text-lg text-ink/85">
            {faq.answer(email)}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
