// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocationSection } from '../../../src/client/features/location/location-section';
import { never, renderWithApp } from '../../helpers/render-client';

afterEach(cleanup);

// The map itself (Leaflet, tiles, the marker) is exercised in the browser journey.
describe('Our Location', () => {
  it('shows the loader while the map settings load', async () => {
    renderWithApp(<LocationSection />, { api: { 'site.config': never } });
    expect(await screen.findByRole('heading', { name: 'Our Location' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeTruthy();
  });

  it('shows the error message when the settings cannot load', async () => {
    renderWithApp(<LocationSection />, { api: { 'site.config': () => Promise.reject(new Error('Settings unavailable')) } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the map.");
    expect(alert.textContent).toContain('Settings unavailable');
  });
});
