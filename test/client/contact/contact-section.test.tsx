// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactSection } from '../../../src/client/features/contact/contact-section';
import { renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

describe('Contact Us', () => {
  it('loads the contact form and holds the newsletter box it is given under its own heading', async () => {
    renderWithApp(<ContactSection newsletter={(headingId) => <p data-heading={headingId}>The sign-up</p>} />);

    expect(await screen.findByRole('form', { name: 'Send us a message' })).toBeTruthy();
    const signUp = screen.getByText('The sign-up');
    expect(document.getElementById(signUp.dataset.heading!)?.textContent).toBe('Newsletter');
  });
});
