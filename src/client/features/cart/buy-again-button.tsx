import { useNavigate } from '@tanstack/react-router';
import { toast } from 'sonner';
import { errorWords } from '../../lib/server-errors';
import { useBuyAgain } from './api/buy-again';
import dialog from '../../components/dialog.module.css';
import styles from './cart.module.css';

interface BuyAgainButtonProps {
  orderId: string;
  /** The order's number for people (TY-10482): the button's name and the cart's notice say it. */
  number: string;
}

/**
 * "Buy again" (issue 41) on My Orders, an order's page and a company admin's company orders,
 * handed in by the route files (features do not import each other): the order's lines go into the
 * cart at today's prices and rules, then the cart page says what changed. A refusal (the cart
 * would be too long, the order gone) is a toast in the server's words; the button stays.
 */
export function BuyAgainButton({ orderId, number }: BuyAgainButtonProps) {
  const navigate = useNavigate();
  const buyAgain = useBuyAgain(number, {
    onSuccess: () => navigate({ to: '/cart' }),
    onError: (error) => void toast.error(`Order ${number} was not put in your cart: ${errorWords(error)}`),
  });
  const pending = buyAgain.isPending;
  return (
    <button
      type="button"
      className={`${dialog.secondary} ${styles.buyAgain}`}
      // aria-disabled, not disabled: the focus stays on the button while it works.
      aria-disabled={pending}
      onClick={() => {
        if (!pending) buyAgain.mutate({ id: orderId });
      }}
    >
      {pending ? 'Adding to cart…' : 'Buy again'}
      <span className="visually-hidden">: order {number}</span>
    </button>
  );
}
