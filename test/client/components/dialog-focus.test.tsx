// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../../../src/client/components/confirm-dialog';
import { FormDialog } from '../../../src/client/components/form-dialog';

afterEach(cleanup);

const idle = { isPending: false, error: null, reset: () => {} };

/**
 * A list of tools, each with a Delete (ConfirmDialog) and a Rename (FormDialog). Deleting drops
 * the row and renaming marks it renamed (Rename then gives way to Undo), `after` ms after the
 * dialog closes, as a list that refetches does.
 */
function Tools({ after }: { after: number }) {
  const [tools, setTools] = useState([
    { name: 'Spade', renamed: false },
    { name: 'Rake', renamed: false },
  ]);
  const later = (change: () => void) => (after === 0 ? change() : setTimeout(change, after));
  return (
    <main>
      <h1>Tools</h1>
      <section aria-labelledby="stock">
        <h2 id="stock">In stock</h2>
        <ul>
          {tools.map((tool) => (
            <li key={tool.name}>
              {tool.name}
              <DeleteTool name={tool.name} onDeleted={() => later(() => setTools((all) => all.filter((other) => other.name !== tool.name)))} />
              {tool.renamed ? (
                <button type="button">Undo renaming {tool.name}</button>
              ) : (
                <RenameTool name={tool.name} onRenamed={() => later(() => setTools((all) => all.map((other) => (other === tool ? { ...tool, renamed: true } : other))))} />
              )}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

function DeleteTool({ name, onDeleted }: { name: string; onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={idle}
      onConfirm={() => {
        setOpen(false);
        onDeleted();
      }}
      trigger={<button type="button">Delete {name}</button>}
      title="Delete this tool?"
      description={name}
      keepLabel="Keep it"
      confirmLabel="Yes, delete it"
      confirmingLabel="Deleting…"
    />
  );
}

function RenameTool({ name, onRenamed }: { name: string; onRenamed: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={{ formState: { isSubmitting: false }, reset: () => {} }}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onRenamed();
      }}
      trigger={<button type="button">Rename {name}</button>}
      title="Rename this tool?"
      description={name}
      keepLabel="Not now"
      submitLabel="Rename"
      submittingLabel="Renaming…"
    >
      <label>
        New name <input />
      </label>
    </FormDialog>
  );
}

async function choose(trigger: string, dialogName: string, button: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: trigger }));
  await user.click(within(await screen.findByRole('dialog', { name: dialogName })).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('after a dialog closes, the focus', () => {
  it('returns to its trigger when it is kept (ConfirmDialog and FormDialog)', async () => {
    render(<Tools after={0} />);
    await choose('Delete Spade', 'Delete this tool?', 'Keep it');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Spade' })));
    await choose('Rename Rake', 'Rename this tool?', 'Not now');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Rake' })));
  });

  it.each([
    ['at once', 0],
    ['when the list refetches after it closed', 100],
  ])("goes to the section's heading when the trigger's row leaves %s", async (_when, after) => {
    render(<Tools after={after} />);
    await choose('Delete Spade', 'Delete this tool?', 'Yes, delete it');
    await waitFor(() => expect(screen.queryByText('Spade')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'In stock' })));
    // Reachable by script, not an extra Tab stop.
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it.each([
    ['at once', 0],
    ['when the list refetches after it closed', 100],
  ])("goes to the first control left in the trigger's row when the trigger is swapped %s", async (_when, after) => {
    render(<Tools after={after} />);
    await choose('Rename Rake', 'Rename this tool?', 'Rename');
    await screen.findByRole('button', { name: 'Undo renaming Rake' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Rake' })));
  });
});
