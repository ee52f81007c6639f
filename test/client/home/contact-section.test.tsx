// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSection } from '../../../src/client/features/contact/contact-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Contact Us and the newsletter', () => {
  it('has labelled Name, Email address and Message fields and one newsletter e-mail, and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ContactSection />);

    const contact = screen.getByRole('form', { name: 'Send us a message' });
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    const [contactEmail, newsletterEmail] = screen.getAllByLabelText('Email address');
    await userEvent.type(contactEmail!, 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you deliver to Chittagong?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const newsletter = screen.getByRole('form', { name: 'Newsletter' });
    expect(newsletter.querySelectorAll('input')).toHaveLength(1);
    await userEvent.type(newsletterEmail!, 'ana@example.com{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    // Nothing leaves the browser, and what was typed stays where it was.
    expect(fetch).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
    expect(contact.contains(screen.getByRole('button', { name: 'Send message' }))).toBe(true);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByText(/Messages are not sent yet/)).toBeTruthy();
  });
});
