// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../src/client/components/confirm-dialog';

afterEach(cleanup);

/** A bulk move with one choice: a primary step, its refusal shown, the focus sent to the heading once done. */
function MoveTools({ refuse, onMoved }: { refuse?: string; onMoved: (to: string) => void }) {
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('shed');
  const [error, setError] = useState<{ message: string } | null>(null);
  const [moved, setMoved] = useState(false);
  return (
    <main>
      <h1 tabIndex={-1}>Tools</h1>
      <ConfirmDialog
        open={open}
        setOpen={setOpen}
        action={{ isPending: false, error, reset: () => setError(null) }}
        onConfirm={() => {
          if (refuse) return setError({ message: refuse });
          onMoved(to);
          setMoved(true);
          setOpen(false);
        }}
        trigger={<button type="button">Move</button>}
        title="Move 2 tools?"
        description={`They go to the ${to}.`}
        keepLabel="Not now"
        confirmLabel="Move them"
        confirmingLabel="Moving…"
        tone="primary"
        placeFocus={() => {
          if (!moved) return false;
          screen.getByRole('heading', { name: 'Tools' }).focus();
          return true;
        }}
      >
        <label>
          Where
          <select value={to} onChange={(event) => setTo(event.target.value)}>
            <option value="shed">Shed</option>
            <option value="barn">Barn</option>
          </select>
        </label>
      </ConfirmDialog>
    </main>
  );
}

describe('ConfirmDialog', () => {
  it('takes a choice, confirms with it and sends the focus where placeFocus says', async () => {
    const moves: string[] = [];
    render(<MoveTools onMoved={(to) => moves.push(to)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    const dialog = screen.getByRole('dialog', { name: 'Move 2 tools?' });
    await user.selectOptions(within(dialog).getByLabelText('Where'), 'Barn');
    expect(within(dialog).getByText('They go to the barn.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Move them' }));
    expect(moves).toEqual(['barn']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tools' }));
  });

  it('keeps a refusal in the dialog, and a kept dialog gives the focus back to its trigger', async () => {
    render(<MoveTools refuse="The barn is full" onMoved={() => {}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.click(screen.getByRole('button', { name: 'Move them' }));
    expect(screen.getByRole('alert').textContent).toBe('The barn is full');
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move' }));
  });
});
