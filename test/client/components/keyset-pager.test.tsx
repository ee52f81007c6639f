// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KeysetPager } from '../../../src/client/components/keyset-pager';
import { useKeysetPages } from '../../../src/client/components/keyset-pager-state';

afterEach(cleanup);

/** A server's pages of `limit` rows: page n's nextCursor is "c<n+1>", none after page 3. */
function List() {
  const [filter, setFilter] = useState('all');
  const pages = useKeysetPages(filter);
  const shown = pages.cursor ?? 'c1';
  const nextCursor = shown === 'c3' ? null : `c${Number(shown.slice(1)) + 1}`;
  return (
    <>
      <p>
        Asked for {shown}, {pages.limit} rows
      </p>
      <button type="button" onClick={() => setFilter('paid')}>
        Only paid
      </button>
      <KeysetPager pages={pages} nextCursor={nextCursor} label="Orders" />
    </>
  );
}

const pager = () => screen.getByRole('navigation', { name: 'Orders pages' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('KeysetPager', () => {
  it('goes to the next page by its cursor and back by the cursors it kept', async () => {
    render(<List />);
    expect(pager()).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Page 1');
    expect(button('Previous').disabled).toBe(true);

    await userEvent.click(button('Next'));
    await userEvent.click(button('Next'));
    expect(screen.getByText('Asked for c3, 25 rows')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Page 3');
    expect(button('Next').disabled).toBe(true);

    await userEvent.click(button('Previous'));
    expect(screen.getByText('Asked for c2, 25 rows')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Page 2');
  });

  it('starts again at page 1 with another page size or other filters', async () => {
    render(<List />);
    await userEvent.click(button('Next'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(screen.getByText('Asked for c1, 100 rows')).toBeTruthy();

    await userEvent.click(button('Next'));
    await userEvent.click(button('Only paid'));
    expect(screen.getByText('Asked for c1, 100 rows')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Page 1');
  });
});
