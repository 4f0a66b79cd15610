// A webhook whose signature is missing, wrong or stale (Stripe's or the printer's): the route answers 400
// and nothing changes.
export class WebhookSignatureError extends Error {}
