// The shared schema's messages (shared/orders.ts) are English: the server checks with them and says them.
// The form's own check shows them in the page's language instead, each known by the shared constant it
// is, or, for the format, the quantity and the speed, by its field and kind. Anything else (a message this
// page does not know yet) is shown as the schema wrote it.
import { ADDRESS_MESSAGES } from '../../../../shared/orders';
import { m } from '../../../lib/i18n';

type AddressMessage = Exclude<keyof typeof ADDRESS_MESSAGES, 'tooLong'>;

const ADDRESS: Record<AddressMessage, () => string> = {
  fullName: m.orders_error_full_name,
  line1: m.orders_error_line1,
  city: m.orders_error_city,
  state: m.orders_error_state,
  postcode: m.orders_error_postcode,
  zip: m.orders_error_zip,
  country: m.orders_error_country,
  unsupportedCountry: m.orders_error_unsupported_country,
  phone: m.orders_error_phone,
  phoneFormat: m.orders_error_phone_format,
  email: m.orders_error_email,
  emailFormat: m.orders_error_email_format,
  plain: m.orders_error_plain,
};

/** What zod says of a problem (its issue): the parts the form reads. */
export interface FormIssue {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

function quantityMessage(issue: FormIssue): string {
  if (issue.code === 'too_small') return m.orders_error_quantity_min({ count: Number(issue.minimum) });
  if (issue.code === 'too_big') return m.orders_error_quantity_max({ max: Number(issue.maximum) });
  if (issue.code === 'invalid_type' && issue.expected === 'int') return m.orders_error_quantity_whole();
  return m.orders_error_quantity();
}

export function issueMessage(issue: FormIssue): string {
  const [field] = issue.path;
  if (field === 'format') return m.orders_error_format();
  if (field === 'shipping') return m.orders_error_shipping();
  if (field === 'quantity') return quantityMessage(issue);
  if (field === 'address' && issue.code === 'too_big' && issue.maximum !== undefined) {
    return m.orders_error_too_long({ max: Number(issue.maximum) });
  }
  const known = (Object.keys(ADDRESS) as AddressMessage[]).find((key) => ADDRESS_MESSAGES[key] === issue.message);
  return known ? ADDRESS[known]() : issue.message;
}
