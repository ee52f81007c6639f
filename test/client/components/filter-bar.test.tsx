// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from '../../../src/client/components/filter-bar';
import { InputField } from '../../../src/client/components/input-field';

afterEach(cleanup);

describe('FilterBar', () => {
  it('applies its fields by name, trimmed, without the empty ones, and clears', async () => {
    const applied: Record<string, string>[] = [];
    let cleared = 0;
    render(
      <FilterBar label="Filter the orders" onApply={(values) => applied.push(values)} onClear={() => (cleared += 1)} error="The end date must not be before the start date">
        <InputField label="Search" name="q" type="search" />
        <InputField label="From" name="from" type="date" />
      </FilterBar>,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  ann {Enter}');
    expect(applied).toEqual([{ q: 'ann' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(cleared).toBe(1);
    expect(screen.getByRole('form', { name: 'Filter the orders' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The end date must not be before the start date');
  });
});
