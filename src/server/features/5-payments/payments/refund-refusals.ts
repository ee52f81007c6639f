import { refundTooMuchMessage, restockTooManyMessage, type RefundFields } from '../../../../shared/schemas/refund';
import { AppError } from '../../../errors/app-error';

/* Why a refund (to a card) or a credit (on account) of an order is refused, in the words both say. */

/** More than is left to give back (on the amount, as a 400). */
export function tooMuch(leftCents: number): AppError {
  const message = refundTooMuchMessage(leftCents);
  return new AppError('invalid', message, { amountCents: [message] });
}

/** The first restock entry the order's lines cannot take (not a line, or more units than are left), as a 400. */
export function restockProblem(lines: readonly { productId: string; quantity: number; restocked: number }[], restock: RefundFields['restock']): AppError | null {
  for (const [index, entry] of restock.entries()) {
    const line = lines.find((candidate) => candidate.productId === entry.productId);
    if (!line) {
      const message = 'This product is not a line of this order';
      return new AppError('invalid', message, { [`restock.${index}.productId`]: [message] });
    }
    const left = line.quantity - line.restocked;
    if (entry.quantity > left) {
      const message = restockTooManyMessage(left);
      return new AppError('invalid', message, { [`restock.${index}.quantity`]: [message] });
    }
  }
  return null;
}
