import { Toaster as SonnerToaster } from 'sonner';

/**
 * Where toasts show: 4 s, bottom-right, where they cover no navigation (sonner spans the bottom
 * edge on a phone) (docs/product.md#9-business-constants). Loaded after the first paint
 * (deferred-toaster.tsx).
 */
export default function Toaster() {
  return <SonnerToaster position="bottom-right" duration={4000} richColors closeButton />;
}
