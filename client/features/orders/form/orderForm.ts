// The order form's values as typed, checked with the very schema the server checks with (shared/orders.ts),
// so each field's message is the server's own (in the page's language: issueMessages.ts) and appears before
// any request is sent. The values are kept in the tab's session storage: going back from the payment page,
// or a reload, loses nothing.
import {
  ADDRESS_LABELS,
  SHIPPING_SPEEDS,
  orderInput,
  type AddressField,
  type OrderInput,
  type ParsedOrderInput,
  type ShippingSpeed,
} from '../../../../shared/orders';
import { PRINT_FORMAT_IDS, type PrintFormatId } from '../../../../shared/printGeometry';
import { m } from '../../../lib/i18n';
import { issueMessage, type FormIssue } from './issueMessages';

export const ADDRESS_FIELDS = Object.keys(ADDRESS_LABELS) as AddressField[];

export interface OrderFormValues {
  format: PrintFormatId;
  /** As typed: a quantity being edited can be empty or not a number for a moment. */
  quantity: string;
  shipping: ShippingSpeed;
  address: Record<AddressField, string>;
}

export type FieldKey = 'format' | 'quantity' | 'shipping' | `address.${AddressField}`;
export type FieldErrors = Partial<Record<FieldKey, string>>;

/** The fields in the order they appear on the page: the first one with a problem gets the focus. */
export const FIELD_ORDER: FieldKey[] = [
  'format',
  'quantity',
  ...ADDRESS_FIELDS.map((f) => `address.${f}` as const),
  'shipping',
];

/** The element id of a field (for a radio group: its first radio), for labels, messages and focus. */
export const fieldId = (key: FieldKey) => `order-${key.replace('.', '-')}`;
export const errorId = (key: FieldKey) => `${fieldId(key)}-error`;

export function emptyValues(email = ''): OrderFormValues {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as Record<AddressField, string>;
  return { format: PRINT_FORMAT_IDS[0], quantity: '1', shipping: SHIPPING_SPEEDS[0], address: { ...address, email } };
}

export function toInput(comicId: string, values: OrderFormValues): OrderInput {
  const typed = values.quantity.trim();
  return {
    comicId,
    format: values.format,
    // Empty stays missing (the schema says "Please enter how many copies."), anything else a number to check.
    quantity: typed === '' ? (undefined as unknown as number) : Number(typed),
    shipping: values.shipping,
    address: values.address,
  };
}

/**
 * Each field's first message in the page's language, from zod's issues or the server's (BAD_REQUEST's
 * `zodIssues`, same paths and codes: a browser whose own check let the order through, an older page).
 */
export function issuesToErrors(issues: readonly FormIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') as FieldKey;
    if (FIELD_ORDER.includes(key) && !errors[key]) errors[key] = issueMessage(issue);
  }
  return errors;
}

export type Checked = { ok: true; input: ParsedOrderInput } | { ok: false; errors: FieldErrors };

export function checkOrder(comicId: string, values: OrderFormValues): Checked {
  const result = orderInput.safeParse(toInput(comicId, values));
  if (result.success) return { ok: true, input: result.data };
  const errors = issuesToErrors(result.error.issues);
  // An issue on no field of the form (the comic id) still must stop the order.
  const first = result.error.issues[0];
  return {
    ok: false,
    errors: Object.keys(errors).length > 0 ? errors : { format: first ? issueMessage(first) : m.orders_check_order() },
  };
}

export const firstInvalid = (errors: FieldErrors): FieldKey | undefined => FIELD_ORDER.find((key) => errors[key]);

// ---- Kept for the tab (sessionStorage: gone when the tab closes) ----------------------------------------

const storageKey = (comicId: string) => `printOrder:${comicId}`;

export function loadValues(comicId: string, fallback: OrderFormValues): OrderFormValues {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(comicId)) ?? 'null') as Partial<OrderFormValues> | null;
    if (!saved || typeof saved !== 'object') return fallback;
    const address = { ...fallback.address };
    for (const field of ADDRESS_FIELDS)
      if (typeof saved.address?.[field] === 'string') address[field] = saved.address[field];
    return {
      format: PRINT_FORMAT_IDS.includes(saved.format as PrintFormatId)
        ? (saved.format as PrintFormatId)
        : fallback.format,
      quantity: typeof saved.quantity === 'string' ? saved.quantity : fallback.quantity,
      shipping: SHIPPING_SPEEDS.includes(saved.shipping as ShippingSpeed)
        ? (saved.shipping as ShippingSpeed)
        : fallback.shipping,
      address,
    };
  } catch {
    // Storage blocked or a broken entry: start from the defaults.
    return fallback;
  }
}

export function saveValues(comicId: string, values: OrderFormValues): void {
  try {
    sessionStorage.setItem(storageKey(comicId), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still works, it just is not kept across a reload.
  }
}
