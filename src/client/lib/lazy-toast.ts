import type { toast as sonnerToast } from 'sonner';

/**
 * Shows a toast through sonner loaded on first use, for the parts of the first download (the
 * home page's Add to cart, the cart's merge): sonner stays out of it (docs/decisions/099). Pages
 * loaded on demand import `toast` from sonner directly.
 *
 * @example
 * lazyToast((toast) => toast.success('Added to your cart'));
 */
export function lazyToast(show: (toast: typeof sonnerToast) => void): void {
  void import('sonner').then(({ toast }) => show(toast));
}
