import type { Failure } from './payment-failure';

/** What the page tells a card form, whichever gateway confirms the payment. */
export interface CardFormProps {
  clientSecret: string;
  /** The order's amount, for the Pay button's label and the 3-D Secure step. */
  amountLabel: string;
  /** Billing details sent with the confirmation, as the spec's confirmCardPayment call does. */
  billing: { name: string; email: string };
  /** False while processing and after success: the Pay button is hidden (docs/product.md#payment-form). */
  payable: boolean;
  /** The last attempt's failure, shown next to the Pay button (PaymentFailure). */
  failure: Failure | null;
  onProcessing(): void;
  /** The card was refused for one of its fields: the form shows that field's message; back to idle. */
  onInvalid(): void;
  /** The provider's own message (shown next to the form, in red); processing stops. */
  onFailed(message: string): void;
  /** The intent succeeded at the gateway; the page asks the server to confirm it. */
  onSucceeded(intentId: string): void;
}
