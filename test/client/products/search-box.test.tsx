// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from '../../../src/client/features/products/catalogue/search-box';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = () => screen.getByRole('searchbox', { name: 'Search products' }) as HTMLInputElement;

/** Types `words` a letter at a time, `gap` ms apart. */
function typeSlowly(words: string, gap: number) {
  for (let end = 1; end <= words.length; end++) {
    fireEvent.change(field(), { target: { value: words.slice(0, end) } });
    act(() => vi.advanceTimersByTime(gap));
  }
}

describe('the catalogue search box', () => {
  it('searches once per pause in typing, not once per keystroke, and shows every letter at once', () => {
    const searched: string[] = [];
    render(<SearchBox value="" onSearch={(q) => searched.push(q)} />);

    typeSlowly('spade', 100);
    expect(field().value).toBe('spade');
    expect(searched).toEqual([]);

    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(searched).toEqual(['spade']);

    // Only trailing spaces added: the same search, no new request.
    fireEvent.change(field(), { target: { value: 'spade  ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(searched).toEqual(['spade']);
  });

  it('searches at once on Enter', () => {
    const searched: string[] = [];
    render(<SearchBox value="" onSearch={(q) => searched.push(q)} />);
    fireEvent.change(field(), { target: { value: 'fork' } });
    fireEvent.submit(field());
    expect(searched).toEqual(['fork']);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(searched).toEqual(['fork']);
  });

  it('shows the search the URL comes back with (Back, a cleared search), without searching again', () => {
    const searched: string[] = [];
    const view = render(<SearchBox value="spade" onSearch={(q) => searched.push(q)} />);
    expect(field().value).toBe('spade');
    view.rerender(<SearchBox value="" onSearch={(q) => searched.push(q)} />);
    expect(field().value).toBe('');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(searched).toEqual([]);
  });

  it('keeps what is being typed when the URL catches up with an earlier pause', () => {
    const searched: string[] = [];
    const view = render(<SearchBox value="" onSearch={(q) => searched.push(q)} />);
    typeSlowly('spa', 10);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    fireEvent.change(field(), { target: { value: 'spad' } });
    // The URL now says "spa", the search just sent: the field keeps "spad".
    view.rerender(<SearchBox value="spa" onSearch={(q) => searched.push(q)} />);
    expect(field().value).toBe('spad');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(searched).toEqual(['spa', 'spad']);
  });
});
