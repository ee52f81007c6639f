/** What the page tells a card form, whichever gateway confirms the payment. */
export interface CardFormProps {
  clientSecret: string;
  /** The order's amount, for the Pay button's label and the 3-D Secure step. */
  amountLabel: string;
  /** Billing details sent with the confirmation, as the spec's confirmCardPayment call does. */
  billing: { name: string; email: string };
  /** False while processing and after success: the Pay button is hidden (docs/product.md#payment-form). */
  payable: boolean;
  onProcessing(): void;
  /** The provider's own message (shown in red); processing stops. */
  onFailed(message: string): void;
  /** The intent succeeded at the gateway; the page asks the server to confirm it. */
  onSucceeded(intentId: string): void;
}
