// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactSection } from '../../../src/client/features/contact/contact-section';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

describe('Send us a message', () => {
  it('sends the message and puts the confirmation where the form was, with the focus', async () => {
    const send = vi.fn(() => ({ insertedId: '1' }));
    renderWithApp(<ContactSection newsletter={() => null} />, { api: { 'contact.send': send } });
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    expect(screen.queryByText(/not sent yet/)).toBeNull();

    await userEvent.type(within(form).getByLabelText('Name'), 'Ana');
    await userEvent.type(within(form).getByLabelText('Email address'), 'Ana@Example.com');
    await userEvent.type(within(form).getByLabelText('Message'), 'Do you deliver to Chittagong?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toBe('Thank you: your message has reached us. We will reply by e-mail.');
    expect(document.activeElement).toBe(confirmation);
    expect(screen.queryByRole('form', { name: 'Send us a message' })).toBeNull();
    expect(send).toHaveBeenCalledWith({ name: 'Ana', email: 'ana@example.com', message: 'Do you deliver to Chittagong?' });
  });

  it("shows each field's message under it and sends nothing while the form is wrong", async () => {
    const send = vi.fn(() => ({ insertedId: '1' }));
    renderWithApp(<ContactSection newsletter={() => null} />, { api: { 'contact.send': send } });
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    await userEvent.type(within(form).getByLabelText('Email address'), 'ana@');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    await within(form).findByText('Name is required');
    expect(within(form).getByText('Enter a valid email')).toBeTruthy();
    expect(within(form).getByText('Message is required')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (too many messages) and keeps what was typed", async () => {
    renderWithApp(<ContactSection newsletter={() => null} />, {
      api: {
        'contact.send': () => {
          throw new Error('You have sent several messages just now. Please wait a minute before sending another.');
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'Send us a message' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Ana');
    await userEvent.type(within(form).getByLabelText('Email address'), 'ana@example.com');
    await userEvent.type(within(form).getByLabelText('Message'), 'Hello again');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('You have sent several messages just now. Please wait a minute before sending another.');
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello again');
  });
});
