// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductCsvToolbar } from '../../../src/client/features/admin-products/product-csv-toolbar';
import { renderWithApp } from '../../helpers/render-client';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The server's answer, told in the order a browser's XMLHttpRequest tells it. */
interface FakeAnswer {
  status: number;
  /** The body in the chunks it arrives in. */
  chunks: string[];
}

/** An XMLHttpRequest that records what is sent and answers `answer`, upload progress first. */
function stubXhr(answer: FakeAnswer) {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = { headers: {} };
  class FakeXhr {
    upload = { onprogress: null as ((event: ProgressEvent) => void) | null, onload: null as (() => void) | null };
    onprogress: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    open(method: string, url: string) {
      Object.assign(sent, { method, url });
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    send(body: unknown) {
      sent.body = body;
      void (async () => {
        await Promise.resolve();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent);
        this.upload.onload?.();
        this.status = answer.status;
        for (const chunk of answer.chunks) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          this.responseText += chunk;
          this.onprogress?.();
        }
        this.onload?.();
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

async function importFile() {
  const api = { 'products.list': () => [] };
  renderWithApp(<ProductCsvToolbar />, { api });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });
  await user.upload(within(dialog).getByLabelText('CSV file'), new File(['sku,name\n'], 'products.csv', { type: 'application/vnd.ms-excel' }));
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return dialog;
}

describe('Import CSV', () => {
  it('shows the report of every bad cell by line and column when the server refuses the file', async () => {
    const report = {
      code: 'BAD_REQUEST',
      message: '2 problems: nothing was imported',
      problemCount: 2,
      problems: [
        { line: 3, field: 'price', message: 'Enter a number such as 12.50' },
        { line: 1, field: 'description', message: 'Add a column named description' },
      ],
    };
    const sent = stubXhr({ status: 400, chunks: [JSON.stringify(report)] });
    const dialog = await importFile();

    expect((await within(dialog).findByRole('alert')).textContent).toContain('2 problems: nothing was imported. Fix them in the file and import it again.');
    const rows = within(within(dialog).getByRole('table', { name: 'Problems in the file' })).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Line', 'Column', 'Problem'],
      ['3', 'price', 'Enter a number such as 12.50'],
      ['1', 'description', 'Add a column named description'],
    ]);
    expect(sent).toMatchObject({ method: 'POST', url: '/api/products.csv', headers: { 'content-type': 'text/csv' } });
  });

  it('says how many of the problems it lists when the report is capped', async () => {
    const problems = Array.from({ length: 500 }, (_, i) => ({ line: i + 2, field: 'price', message: 'Enter a number such as 12.50' }));
    stubXhr({ status: 400, chunks: [JSON.stringify({ code: 'BAD_REQUEST', message: '900 problems: nothing was imported', problemCount: 900, problems })] });
    const dialog = await importFile();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The first 500 of 900 are listed.');
  });

  it('follows the progress lines to the summary of what was added and updated', async () => {
    stubXhr({
      status: 200,
      chunks: ['{"phase":"writing","done":500,"total":800}\n{"phase":"wri', 'ting","done":800,"total":800}\n', '{"phase":"done","added":700,"updated":90,"unchanged":10}\n'],
    });
    const dialog = await importFile();
    expect((await within(dialog).findByRole('status')).textContent).toContain('Imported: 700 added, 90 updated, 10 unchanged.');
    expect(within(dialog).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', false);
  });

  it('says nothing was imported when the write failed part-way', async () => {
    stubXhr({ status: 200, chunks: ['{"phase":"writing","done":500,"total":800}\n', '{"phase":"failed","message":"The import failed and nothing was imported. Please try again."}\n'] });
    const dialog = await importFile();
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The import failed and nothing was imported. Please try again.');
  });

  it('offers the export as a download', async () => {
    renderWithApp(<ProductCsvToolbar />, { api: {} });
    expect((await screen.findByRole('link', { name: 'Export CSV' })).getAttribute('href')).toBe('/api/products.csv');
  });
});
