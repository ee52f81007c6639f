import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { User } from '../../../shared/schemas/user';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { ErrorNotice } from '../../components/error-notice';
import { FilterBar } from '../../components/filter-bar';
import { InputField } from '../../components/input-field';
import { KeysetPager } from '../../components/keyset-pager';
import { useKeysetPages } from '../../components/keyset-pager-state';
import { useTRPC } from '../../lib/trpc';
import { RoleAction } from './role-action';

const COLUMNS: DataTableColumn<User>[] = [
  { id: 'name', accessorFn: (user) => user.name, header: 'Name', meta: { rowHeader: true } },
  { id: 'email', accessorFn: (user) => user.email, header: 'E-mail', meta: { truncate: true } },
  { id: 'role', accessorFn: (user) => user.role, header: 'Role' },
  { id: 'action', header: 'Action', cell: ({ row }) => <RoleAction user={row.original} /> },
];

/** dashboard/make-admin: every user but me, searchable as one types, with Make Admin or Remove Admin. */
export function MakeAdminPage() {
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const pages = useKeysetPages(query);
  const users = useQuery(trpc.roles.usersPage.queryOptions({ search: query || undefined, cursor: pages.cursor, limit: pages.limit }, { placeholderData: (previous) => previous }));

  return (
    <section aria-labelledby="make-admin-title">
      <h1 id="make-admin-title">Make Admin</h1>
      <FilterBar label="Search the users" onApply={(values) => setSearch(values.search ?? '')} onClear={() => setSearch('')}>
        <InputField label="Search users" name="search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name or e-mail" maxLength={100} />
      </FilterBar>
      {users.isError ? (
        <ErrorNotice title="We couldn't load the users." error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : (
        <>
          <DataTable
            label="Users"
            columns={COLUMNS}
            rows={users.data?.users ?? []}
            getRowId={(user) => user._id}
            rowName={(user) => user.name}
            loading={users.isPending}
            empty={query ? `No user matches “${query}”.` : 'No other users yet.'}
          />
          <KeysetPager pages={pages} nextCursor={users.data?.next} label="Users" />
        </>
      )}
    </section>
  );
}
