import { useDeferredValue, useState } from 'react';
import { USERS_PAGE_SIZE } from '../../../shared/schemas/roles';
import type { User } from '../../../shared/schemas/user';
import table from '../../components/data-table.module.css';
import toolbar from '../../components/list-toolbar.module.css';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { ShowMore } from '../../components/show-more';
import { trpc } from '../../lib/trpc';
import { RoleAction } from './role-action';

/** dashboard/make-admin: every user but me, searchable, with Make Admin or Remove Admin. */
export function MakeAdminPage() {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const users = trpc.roles.usersPage.useInfiniteQuery(
    { search: query || undefined, limit: USERS_PAGE_SIZE },
    { getNextPageParam: (page) => page.next ?? undefined, placeholderData: (previous) => previous },
  );
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <section aria-labelledby="make-admin-title">
      <h1 id="make-admin-title">Make Admin</h1>
      <div className={toolbar.toolbar} role="search">
        <label>
          Search users
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name or e-mail" maxLength={100} />
        </label>
      </div>
      {users.isPending ? (
        <Loader label="Loading users" />
      ) : users.isError ? (
        <ErrorNotice title="We couldn't load the users." error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState>{query ? `No user matches “${query}”.` : 'No other users yet.'}</EmptyState>
      ) : (
        <>
          <UsersTable users={rows} />
          <ShowMore query={users} label="Show more users" />
        </>
      )}
    </section>
  );
}

function UsersTable({ users }: { users: User[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">E-mail</th>
          <th scope="col">Role</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user._id}>
            <th scope="row" data-label="Name">
              {user.name}
            </th>
            <td data-label="E-mail">{user.email}</td>
            <td data-label="Role">{user.role}</td>
            <td data-label="Action">
              <RoleAction user={user} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
