// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSection } from '../../../src/client/features/contact/contact-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Contact Us', () => {
  it('has labelled Name, Email address and Message fields, sends nothing, and holds the newsletter box it is given', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<ContactSection newsletter={(headingId) => <p data-heading={headingId}>The sign-up</p>} />);

    const contact = screen.getByRole('form', { name: 'Send us a message' });
    await userEvent.type(screen.getByLabelText('Name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Email address'), 'ana@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Do you deliver to Chittagong?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    const signUp = screen.getByText('The sign-up');
    expect(document.getElementById(signUp.dataset.heading!)?.textContent).toBe('Newsletter');

    // Nothing leaves the browser, and what was typed stays where it was.
    expect(fetch).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ana');
    expect(contact.contains(screen.getByRole('button', { name: 'Send message' }))).toBe(true);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('type')).toBe('button');
    expect(screen.getByText(/Messages are not sent yet/)).toBeTruthy();
  });
});
