// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredToaster } from '../../../src/client/components/deferred-toaster';
import { lazyToast } from '../../../src/client/lib/lazy-toast';

afterEach(cleanup);

// The toasts' container and sonner download after the first paint (docs/decisions/099).
describe('the deferred toaster', () => {
  it('shows a toast asked for before its container had loaded, with its action', async () => {
    render(<DeferredToaster />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    lazyToast((toast) => toast.success('Added 12 x Nitrile Gloves to your cart', { action: { label: 'View cart', onClick: () => {} } }));
    expect(await screen.findByText('Added 12 x Nitrile Gloves to your cart')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View cart' })).toBeTruthy();
  });
});
