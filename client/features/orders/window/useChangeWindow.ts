// The change window's two moves on the order page: "Send to the printer now" (orders.printNow) and a new
// shipping address (orders.changeAddress), checked first with the schema the server checks with, so each
// field's message is the server's own in the page's language. The answer is the order as it now stands.
import { useState } from 'react';
import { orderAddressInput, type AddressField, type OrderView } from '../../../../shared/orders';
import { errorMessage, zodIssues } from '../../../lib/errors';
import { m } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import { firstInvalid, fieldId, issuesToErrors, type FieldErrors } from '../form/orderForm';

export type AddressValues = Record<AddressField, string>;

export function useChangeWindow(order: OrderView) {
  const utils = trpc.useUtils();
  const printNow = trpc.orders.printNow.useMutation();
  const changeAddress = trpc.orders.changeAddress.useMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A refusal of the whole address (the printer cannot ship there, the window closed): said in the form. */
  const [formError, setFormError] = useState<string | null>(null);
  const orderId = order.id;

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = firstInvalid(found);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return {
    sending: printNow.isPending,
    saving: changeAddress.isPending,
    errors,
    formError,
    /** A field being corrected loses its message (as in the order form). */
    clearFieldError: (field: AddressField) => setErrors(({ [`address.${field}` as const]: _gone, ...rest }) => rest),
    clearErrors: () => {
      setErrors({});
      setFormError(null);
    },
    async sendNow(): Promise<void> {
      try {
        utils.orders.get.setData({ orderId }, await printNow.mutateAsync({ orderId }));
        toast.success(m.orders_window_sent_now());
      } catch (error) {
        // The window closed meanwhile: the reason, and the order read again to show where it is.
        toast.error(m.orders_window_send_failed({ reason: errorMessage(error) ?? m.orders_try_again() }));
        void utils.orders.get.invalidate({ orderId });
      }
    },
    /** True when the address was saved (the form closes). */
    async saveAddress(address: AddressValues): Promise<boolean> {
      const checked = orderAddressInput.safeParse({ orderId, address });
      if (!checked.success) {
        showErrors(issuesToErrors(checked.error.issues));
        return false;
      }
      setFormError(null);
      try {
        utils.orders.get.setData({ orderId }, await changeAddress.mutateAsync(checked.data));
        setErrors({});
        toast.success(m.orders_window_address_saved());
        return true;
      } catch (error) {
        const issues = zodIssues(error);
        if (issues) showErrors(issuesToErrors(issues));
        else {
          setFormError(m.orders_window_address_failed({ reason: errorMessage(error) ?? m.orders_try_again() }));
          void utils.orders.get.invalidate({ orderId });
        }
        return false;
      }
    },
  };
}
