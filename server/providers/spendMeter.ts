// The port through which a paid call is held to the site's spending ceilings (docs/models.md, "Ceilings"). The
// domain hands a provider a meter; before each call the provider reserves the call's estimated cost (the meter
// refuses, throwing the ceiling's error in a customer's words, when it would pass a ceiling), and after it
// settles the reservation with what the call cost, or releases it when the call failed. The checks and the
// ledger are the domain's (domains/spend/); a provider only says what a call costs.

export interface CallCost {
  /** The model asked (owner/name for an image model, the Claude model id). */
  model: string;
  usd: number;
  /** Output megapixels painted; none for a Claude call. */
  megapixels?: number;
}

export interface SpendReservation {
  /** Records what the call cost in place of its estimate. Never throws (a failure is logged). */
  settle(cost: CallCost): Promise<void>;
  /** Gives the estimate back: the call failed or was never made. Never throws (a failure is logged). */
  release(): Promise<void>;
}

export interface SpendMeter {
  /** Holds `estimate` against the ceilings, or throws the refusal of the first ceiling it would pass. */
  reserve(estimate: CallCost): Promise<SpendReservation>;
}

/**
 * One paid call under `meter` (none: the call is made unmetered): reserved before, settled with `costOf` its
 * result after, released when it throws. The meter's refusal propagates and the call is not made.
 */
export async function metered<T>(
  meter: SpendMeter | undefined,
  estimate: CallCost,
  call: () => Promise<T>,
  costOf: (result: T) => CallCost,
): Promise<T> {
  if (!meter) return call();
  const reservation = await meter.reserve(estimate);
  let result: T;
  try {
    result = await call();
  } catch (error) {
    await reservation.release();
    throw error;
  }
  await reservation.settle(costOf(result));
  return result;
}
