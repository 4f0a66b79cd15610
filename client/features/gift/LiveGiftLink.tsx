// One live gift link as its owner sees it: when it was made, how often it was opened, who it is from and its
// message; a link waiting for its day says when it opens, and its day can be moved or the gift opened now; the
// e-mail that takes it to the person it is for says whether it waits, went, or was refused by their server.
import { useState } from 'react';
import { CalendarClock, Link2Off, PartyPopper } from 'lucide-react';
import type { GiftLinkView, GiftOpeningInput } from '../../../shared/gifts';
import { Button } from '../../components/ui/Button';
import { m, siteLocale } from '../../lib/i18n';
import { OpeningDayFields } from './OpeningDayFields';

const madeOn = (iso: string) =>
  new Date(iso).toLocaleDateString(siteLocale(), { day: 'numeric', month: 'short', year: 'numeric' });

/** When it opens, in the zone its giver chose it in ('Thu, 24 Dec 2026, 09:00 GMT'). */
const opensWords = (opensOn: NonNullable<GiftLinkView['opensOn']>) =>
  new Date(opensOn.at).toLocaleString(siteLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: opensOn.timeZone,
    timeZoneName: 'short',
  });

interface Props {
  link: GiftLinkView;
  onRevoke(): void;
  onSetOpening(opensOn: GiftOpeningInput | null): Promise<boolean>;
}

export function LiveGiftLink({ link, onRevoke, onSetOpening }: Props) {
  const waiting = link.opensOn && Date.parse(link.opensOn.at) > Date.now() ? link.opensOn : null;
  const [moving, setMoving] = useState(false);
  const [day, setDay] = useState<GiftOpeningInput>(() =>
    waiting
      ? { date: waiting.date, time: waiting.time, timeZone: waiting.timeZone }
      : { date: '', time: '', timeZone: '' },
  );
  return (
    <li className="flex flex-col gap-2 rounded-xl border-2 border-ink bg-white px-3 py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 text-sm">
          <span className="font-bold">{m.gift_made_on({ date: madeOn(link.createdAt) })}</span> ·{' '}
          {link.from ? `${m.gift_link_from({ from: link.from })} · ` : ''}
          {link.opens === 1 ? m.gift_opened_once() : m.gift_opened_times({ count: link.opens })}
          {link.allowDownload ? ` · ${m.gift_pdf_allowed()}` : ''}
          {waiting ? (
            <span className="block font-bold text-pow-dark">{m.gift_opens_on({ when: opensWords(waiting) })}</span>
          ) : null}
          {link.email ? <GiftEmailState email={link.email} /> : null}
          {link.message ? (
            <span className="block break-words text-ink/75">{m.gift_quoted_message({ message: link.message })}</span>
          ) : null}
        </span>
        <Button variant="secondary" size="sm" onClick={onRevoke}>
          <Link2Off aria-hidden="true" className="size-4" />
          {m.gift_revoke()}
        </Button>
      </div>
      {waiting ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" aria-expanded={moving} onClick={() => setMoving((open) => !open)}>
            <CalendarClock aria-hidden="true" className="size-4" />
            {m.gift_change_day()}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => void onSetOpening(null)}>
            <PartyPopper aria-hidden="true" className="size-4" />
            {m.gift_open_now()}
          </Button>
        </div>
      ) : null}
      {waiting && moving ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void onSetOpening(day).then((saved) => saved && setMoving(false));
          }}
        >
          <OpeningDayFields value={day} onChange={setDay} />
          <Button type="submit" size="sm">
            {m.gift_save_day()}
          </Button>
        </form>
      ) : null}
    </li>
  );
}

/** Where the link's e-mail to the person it is for stands: waiting for the day, sent, or refused by their server. */
function GiftEmailState({ email }: { email: NonNullable<GiftLinkView['email']> }) {
  const { to } = email;
  if (email.state === 'refused' || email.state === 'failed')
    return (
      <span role="alert" className="block font-bold text-pow-dark">
        {email.state === 'refused' ? m.gift_email_refused({ to }) : m.gift_email_failed({ to })}
      </span>
    );
  if (email.state === 'sent' && email.at)
    return <span className="block">{m.gift_email_sent({ to, when: madeOn(email.at) })}</span>;
  const later = email.at && Date.parse(email.at) > Date.now();
  return <span className="block">{later ? m.gift_email_waiting({ to }) : m.gift_email_sending({ to })}</span>;
}
