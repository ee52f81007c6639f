// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSection } from '../../../src/client/features/contact/contact-section';
import { renderWithApp } from '../../helpers/render-client';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the newsletter box', () => {
  it('has one e-mail field, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<ContactSection />);

    const newsletter = await screen.findByRole('form', { name: 'Newsletter' });
    expect(newsletter.querySelectorAll('input')).toHaveLength(1);
    await userEvent.type(newsletter.querySelector('input')!, 'ana@example.com{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
