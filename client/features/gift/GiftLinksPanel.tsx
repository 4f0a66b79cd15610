// "Give it": a private link that reveals the comic to the person it is about. The owner writes an optional
// message, allows the PDF or not, and gets the link once (only its fingerprint is kept, so it cannot be
// shown again: a lost link is revoked and replaced). Live links are listed with how often they were opened.
import { useId, useState } from 'react';
import { Copy, Gift } from 'lucide-react';
import { GIFT_FROM_MAX, GIFT_MESSAGE_MAX, type GiftOpeningInput } from '../../../shared/gifts';
import { Button } from '../../components/ui/Button';
import { CheckboxField, TextField } from '../../components/ui/FieldParts';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useSession } from '../../hooks/useSession';
import { useAppInfo } from '../../lib/appInfo';
import { m } from '../../lib/i18n';
import { useGiftLinks } from './useGiftLinks';
import { defaultOpening, OpeningDayFields } from './OpeningDayFields';
import { LiveGiftLink } from './LiveGiftLink';

export function GiftLinksPanel({ comicId }: { comicId: string }) {
  const gifts = useGiftLinks(comicId);
  const { copied, copy } = useCopyToClipboard();
  const { user } = useSession();
  const sendsEmail = useAppInfo().data?.sendsEmail ?? false;
  const [open, setOpen] = useState(false);
  // Who it is from: the account's name until the giver writes their own ('Mum and Dad', 'Oisín').
  const [from, setFrom] = useState<string | null>(null);
  const fromName = from ?? user?.name?.slice(0, GIFT_FROM_MAX) ?? '';
  const [message, setMessage] = useState('');
  const [allowDownload, setAllowDownload] = useState(false);
  // The day it opens: at once unless the giver chooses one (a birthday morning).
  const [onADay, setOnADay] = useState(false);
  const [opening, setOpening] = useState<GiftOpeningInput>(defaultOpening);
  // The e-mail of the person it is for: the link goes there the moment it opens (optional).
  const [sendTo, setSendTo] = useState('');
  const ids = {
    from: useId(),
    fromHint: useId(),
    message: useId(),
    download: useId(),
    link: useId(),
    day: useId(),
    sendTo: useId(),
  };

  return (
    <section
      aria-labelledby="gift-heading"
      className="rounded-2xl border-3 border-ink bg-[#ffd9e1] p-5 shadow-comic sm:p-6"
    >
      <h2 id="gift-heading" className="font-display text-3xl tracking-wide">
        {m.gift_heading()}
      </h2>
      <p className="mt-1 text-lg">{m.gift_intro()}</p>
      {!open ? (
        <Button className="mt-4" full variant="hero" onClick={() => setOpen(true)}>
          <Gift aria-hidden="true" className="size-5" />
          {m.gift_start()}
        </Button>
      ) : (
        <form
          className="mt-4 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void gifts
              .make({
                from: fromName.trim(),
                message: message.trim(),
                allowDownload,
                ...(onADay ? { opensOn: opening } : {}),
                ...(sendTo.trim() ? { sendTo: sendTo.trim() } : {}),
              })
              .then((made) => {
                if (!made) return;
                setOpen(false);
                // The next gift is for someone else until its giver says otherwise.
                setSendTo('');
              });
          }}
        >
          <label htmlFor={ids.from} className="font-bold">
            {m.gift_from_label()}
          </label>
          <input
            id={ids.from}
            value={fromName}
            maxLength={GIFT_FROM_MAX}
            autoComplete="name"
            aria-describedby={ids.fromHint}
            placeholder={m.gift_from_placeholder()}
            onChange={(event) => setFrom(event.target.value)}
            className="rounded-xl border-2 border-ink bg-white px-3 py-2"
          />
          <p id={ids.fromHint} className="-mt-2 text-sm text-ink/75">
            {m.gift_from_hint()}
          </p>
          <label htmlFor={ids.message} className="font-bold">
            {m.gift_message_label()}
          </label>
          <textarea
            id={ids.message}
            value={message}
            maxLength={GIFT_MESSAGE_MAX}
            rows={2}
            placeholder={m.gift_message_placeholder()}
            onChange={(event) => setMessage(event.target.value)}
            className="rounded-xl border-2 border-ink bg-white px-3 py-2"
          />
          <CheckboxField
            id={ids.download}
            label={m.gift_allow_pdf()}
            checked={allowDownload}
            onChange={setAllowDownload}
          />
          <CheckboxField id={ids.day} label={m.gift_on_a_day()} checked={onADay} onChange={setOnADay} />
          {onADay ? (
            <>
              <OpeningDayFields value={opening} onChange={setOpening} />
              <p className="-mt-1 text-sm text-ink/75">{m.gift_on_a_day_hint()}</p>
            </>
          ) : null}
          {sendsEmail ? (
            <TextField
              id={ids.sendTo}
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={254}
              label={m.gift_send_to_label()}
              hint={m.gift_send_to_hint()}
              value={sendTo}
              onChange={(event) => setSendTo(event.target.value)}
            />
          ) : null}
          <Button type="submit" full disabled={gifts.creating}>
            {m.gift_create_link()}
          </Button>
        </form>
      )}
      {gifts.created ? (
        <div className="mt-4">
          <label htmlFor={ids.link} className="font-bold">
            {m.gift_link_label()}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={ids.link}
              readOnly
              value={gifts.created.url}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 rounded-xl border-2 border-ink bg-white px-3 py-2 text-sm"
            />
            <Button variant="secondary" onClick={() => void copy(gifts.created!.url)}>
              <Copy aria-hidden="true" className="size-4" />
              {copied ? m.gift_copied() : m.gift_copy()}
            </Button>
          </div>
          <p className="mt-1 text-sm text-ink/75">{m.gift_copy_now()}</p>
        </div>
      ) : null}
      {gifts.links.length > 0 ? (
        <div className="mt-5">
          <h3 className="font-display text-2xl tracking-wide">{m.gift_live_links()}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {gifts.links.map((link) => (
              <LiveGiftLink
                key={link.id}
                link={link}
                onRevoke={() => void gifts.revoke(link.id)}
                onSetOpening={(opensOn) => gifts.setOpening(link.id, opensOn)}
              />
            ))}
          </ul>
          <p className="mt-2 text-sm text-ink/75">{m.gift_lost_link()}</p>
        </div>
      ) : null}
    </section>
  );
}
