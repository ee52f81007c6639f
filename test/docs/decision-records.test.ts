import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every decision record says when it was taken and whether it still holds: a `Date:` line and a
 * `Status:` line right under its title. A record replaced in whole or in part says by what
 * (`superseded by [097](…)`), so a reader never acts on a decision that no longer stands.
 */
const folder = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name));

describe('decision records', () => {
  it.each(records)('%s has a Date and a Status under its title', (name) => {
    const [title, blank, date, status] = readFileSync(path.join(folder, name), 'utf8').split('\n');
    expect(title).toMatch(/^# \d{3}\. /);
    expect(blank).toBe('');
    expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2} {0,2}$/);
    expect(status).toMatch(/^Status: (accepted|superseded by \[\d{3}\]\(\d{3}-[^)]+\.md\))/);
  });

  it('a record superseded in part names what supersedes it, or says where', () => {
    const vague = records.filter((name) => {
      const status = readFileSync(path.join(folder, name), 'utf8').split('\n')[3] ?? '';
      return /supersed/.test(status) && !/\[\d{3}\]|last section/.test(status);
    });
    expect(vague).toEqual([]);
  });
});
