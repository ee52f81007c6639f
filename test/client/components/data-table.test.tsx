// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn, type RowSelectionState, type SortingState } from '../../../src/client/components/data-table/data-table';

afterEach(cleanup);

interface Tool {
  id: string;
  name: string;
  email: string;
  price: number;
}

const tools: Tool[] = [
  { id: 't1', name: 'Spade', email: 'buyer.with.a.very.long.address@example-garden-centre.com', price: 12 },
  { id: 't2', name: 'Rake', email: 'ann@example.com', price: 9 },
  { id: 't3', name: 'Hoe', email: 'bo@example.com', price: 15 },
];

const columns: DataTableColumn<Tool>[] = [
  { id: 'name', accessorFn: (tool) => tool.name, header: 'Name', meta: { rowHeader: true } },
  { id: 'email', accessorFn: (tool) => tool.email, header: 'E-mail', enableSorting: false, meta: { truncate: true } },
  { id: 'price', accessorFn: (tool) => tool.price, header: 'Price', meta: { align: 'end' }, cell: ({ row }) => `$${row.original.price}` },
];

function Tools({ rows = tools, loading, onSort }: { rows?: Tool[]; loading?: boolean; onSort?: (sorting: SortingState) => void }) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [sorting, setSorting] = useState<SortingState>([]);
  const selected = Object.keys(selection).filter((id) => selection[id]);
  return (
    <>
      <p>Selected: {selected.join(',') || 'none'}</p>
      <DataTable
        label="Tools"
        columns={columns}
        rows={rows}
        getRowId={(tool) => tool.id}
        rowName={(tool) => tool.name}
        selection={selection}
        onSelectionChange={setSelection}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          onSort?.(next);
        }}
        loading={loading}
        empty={<>No tools yet.</>}
      />
    </>
  );
}

describe('DataTable', () => {
  it('asks for a sort from a header button and says how it is sorted', async () => {
    const sorts: SortingState[] = [];
    render(<Tools onSort={(sorting) => sorts.push(sorting)} />);
    const table = screen.getByRole('table', { name: 'Tools' });

    await userEvent.click(within(table).getByRole('button', { name: /Price/ }));
    // Numbers sort highest first on the first click (TanStack's default for numbers).
    expect(sorts.at(-1)).toEqual([{ id: 'price', desc: true }]);
    expect((within(table).getByRole('columnheader', { name: /Price/ })).getAttribute('aria-sort')).toBe('descending');
    // Not sortable: no button.
    expect(within(table).queryByRole('button', { name: /E-mail/ })).toBeNull();
  });

  it('selects rows by their named checkboxes, all on the page, and a range with Shift', async () => {
    render(<Tools />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Spade' }));
    expect(screen.getByText('Selected: t1')).toBeTruthy();

    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Hoe' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('Selected: t1,t2,t3')).toBeTruthy();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('Selected: none')).toBeTruthy();
  });

  it('is reachable by keyboard: Tab goes through the sort buttons and the checkboxes', async () => {
    render(<Tools />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Name/ }));
    await userEvent.keyboard('{Enter}');
    expect((screen.getByRole('columnheader', { name: /Name/ })).getAttribute('aria-sort')).toBe('ascending');
  });

  it('names each row by its row header and right-aligns numbers', () => {
    render(<Tools />);
    expect(screen.getByRole('rowheader', { name: 'Spade' })).toBeTruthy();
    expect((screen.getByRole('cell', { name: '$12' })).getAttribute('data-label')).toBe('Price');
  });

  it('cuts off long text but keeps it whole for hover, focus and screen readers', async () => {
    render(<Tools />);
    const email = screen.getByText(tools[0]!.email);
    expect((email).getAttribute('title')).toBe(tools[0]!.email);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Spade' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(email);
  });

  it('shows skeleton rows and a loading status while loading, not the rows', () => {
    render(<Tools loading />);
    expect((screen.getByRole('status')).textContent).toBe('Loading tools…');
    expect((screen.getByRole('table', { name: 'Tools' })).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Spade')).toBeNull();
  });

  it('shows the empty state in place of the body when there are no rows', () => {
    render(<Tools rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No tools yet.' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement).disabled).toBe(true);
  });
});
