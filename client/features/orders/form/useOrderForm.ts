// The order form's life: what is typed (kept for the tab), each field's message after "Get a quote", the
// server's quote for exactly what is on screen, and "Go to payment" (orders.create, then the browser goes
// to Stripe's page). Nothing typed is ever cleared by a problem: messages appear beside the fields, the
// first field with a problem gets the focus, and a fixed field's message goes as soon as it is right.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { AddressField, ParsedOrderInput } from '../../../../shared/orders';
import { errorCode, errorMessage, zodIssues } from '../../../lib/errors';
import { m } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';
import {
  checkOrder,
  emptyValues,
  fieldId,
  firstInvalid,
  issuesToErrors,
  loadValues,
  saveValues,
  type FieldErrors,
  type FieldKey,
  type OrderFormValues,
} from './orderForm';

/** Pause after the last keystroke before the quote follows a change. */
const FOLLOW_MS = 400;

function focusField(key: FieldKey | undefined) {
  if (!key) return;
  // A radio group takes the focus on its chosen radio, as the Tab key would give it.
  const target =
    key === 'format' || key === 'shipping'
      ? document.querySelector<HTMLInputElement>(`input[name="${key}"]:checked`)
      : null;
  const element = target ?? document.getElementById(fieldId(key));
  element?.focus();
  element?.scrollIntoView?.({ block: 'center' });
}

/** The messages still standing: those of `shown` whose field still has a problem (with its current words). */
function stillStanding(shown: FieldErrors, now: FieldErrors): FieldErrors {
  const kept: FieldErrors = {};
  for (const key of Object.keys(shown) as FieldKey[]) if (now[key]) kept[key] = now[key];
  return kept;
}

export function useOrderForm(comicId: string, email: string) {
  const [values, setValues] = useState<OrderFormValues>(() => loadValues(comicId, emptyValues(email)));
  const [errors, setErrors] = useState<FieldErrors>({});
  /** What was last sent for a quote, and the form as it was then. */
  const [quoted, setQuoted] = useState<{ key: string; input: ParsedOrderInput } | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const key = JSON.stringify(values);

  // The account's address arrives with the session, after the first render: offered where none was typed.
  useEffect(() => {
    if (email) setValues((v) => (v.address.email ? v : { ...v, address: { ...v.address, email } }));
  }, [email]);
  useEffect(() => saveValues(comicId, values), [comicId, values]);

  // Once asked for, the quote follows the form; messages shown follow the typing.
  const latest = useRef({ quoted, errors });
  latest.current = { quoted, errors };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `values` changes exactly when `key` (its content) does
  useEffect(() => {
    const { quoted: was, errors: shown } = latest.current;
    if ((!was || was.key === key) && Object.keys(shown).length === 0) return;
    const timer = setTimeout(() => {
      const checked = checkOrder(comicId, values);
      setErrors((current) => stillStanding(current, checked.ok ? {} : checked.errors));
      if (checked.ok && latest.current.quoted) setQuoted({ key, input: checked.input });
    }, FOLLOW_MS);
    return () => clearTimeout(timer);
  }, [key, comicId]);

  const quote = trpc.orders.quote.useQuery(quoted?.input as ParsedOrderInput, {
    enabled: quoted !== null,
    placeholderData: keepPreviousData,
    // While the book is being prepared for print, ask again (for the progress) until it is ready.
    refetchInterval: (query) => (query.state.data?.preflight.files === 'building' ? 2000 : false),
  });
  const create = trpc.orders.create.useMutation();

  // The server's own check disagreeing with ours (it should not): its messages go beside the fields too.
  useEffect(() => {
    const issues = zodIssues(quote.error);
    if (issues) {
      const found = issuesToErrors(issues);
      setErrors(found);
      focusField(firstInvalid(found));
    }
  }, [quote.error]);

  const setField = useCallback((field: 'format' | 'quantity' | 'shipping', value: string) => {
    setPayError(null);
    setValues((v) => ({ ...v, [field]: value }));
  }, []);
  const setAddress = useCallback((field: AddressField, value: string) => {
    setPayError(null);
    setValues((v) => ({ ...v, address: { ...v.address, [field]: value } }));
  }, []);

  /** "Get a quote": every field checked; the first with a problem is focused. True when a quote is on its way. */
  const requestQuote = useCallback((): boolean => {
    setPayError(null);
    const checked = checkOrder(comicId, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(firstInvalid(checked.errors));
      return false;
    }
    setErrors({});
    if (quoted?.key === key) void quote.refetch();
    else setQuoted({ key, input: checked.input });
    return true;
  }, [comicId, values, quoted, key, quote]);

  const upToDate = quoted?.key === key && Boolean(quote.data) && !quote.isPlaceholderData;
  // Whether the form as it stands could be priced (the quote shown is of an earlier version meanwhile).
  const complete = useMemo(() => checkOrder(comicId, values).ok, [comicId, values]);

  /** "Go to payment": the order for exactly the quote on screen, then Stripe's page. */
  const pay = useCallback(async () => {
    if (!quoted || !upToDate || create.isPending || leaving) return;
    setPayError(null);
    try {
      const made = await create.mutateAsync(quoted.input);
      setLeaving(true);
      window.location.assign(made.checkoutUrl);
    } catch (error) {
      const issues = zodIssues(error);
      if (issues) {
        const found = issuesToErrors(issues);
        setErrors(found);
        focusField(firstInvalid(found));
        return;
      }
      // Print files changed meanwhile, payments down: say so where the button is, and refresh the quote.
      setPayError(errorMessage(error) ?? m.orders_payment_failed());
      if (errorCode(error) === 'BAD_REQUEST') void quote.refetch();
    }
  }, [quoted, upToDate, create, leaving, quote]);

  return {
    values,
    errors,
    setField,
    setAddress,
    requestQuote,
    /** The quote for what is on screen (or, while a change is being priced, the previous one). */
    quote: quoted ? (quote.data ?? null) : null,
    quoteError: quote.error && !zodIssues(quote.error) ? (errorMessage(quote.error) ?? m.orders_quote_failed()) : null,
    quoting: quoted !== null && quote.isFetching,
    /** The form changed since the quote shown: complete, it is being priced again; else it must be finished. */
    changed:
      quoted !== null && quoted.key !== key ? (complete ? ('updating' as const) : ('incomplete' as const)) : null,
    upToDate,
    pay,
    paying: create.isPending || leaving,
    payError,
  };
}

export type OrderForm = ReturnType<typeof useOrderForm>;
