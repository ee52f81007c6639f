import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { COMPANY_ROLE_LABEL, type CompanyLocation, type CompanyMember } from '../../../shared/schemas/company';
import { DataTable, type DataTableColumn } from '../../components/data-table/data-table';
import { useSession } from '../../lib/use-session';
import { MemberDialog } from './member-dialog';
import { RemoveMemberDialog } from './remove-member-dialog';
import styles from './company-page.module.css';

/** "All locations" for a member given none (a buyer orders for all of them then), else their names. */
export function memberLocationsText(member: Pick<CompanyMember, 'role' | 'locationIds'>, locations: readonly CompanyLocation[]): string {
  if (member.role === 'admin' || member.locationIds.length === 0) return 'All locations';
  const names = new Map(locations.map((location) => [location.id, location.name]));
  return member.locationIds.map((id) => names.get(id) ?? 'A removed location').join(', ');
}

/**
 * What the cells need besides their row. The columns stay the same objects (module scope): a cell
 * rendered by a new column would be a new component, and a dialog open in it would close.
 */
const MembersContext = createContext<{ locations: CompanyLocation[]; myId: string | undefined }>({ locations: [], myId: undefined });

function NameCell({ member }: { member: CompanyMember }) {
  const { myId } = useContext(MembersContext);
  return member.userId === myId ? `${member.name} (you)` : member.name;
}

function LocationsCell({ member }: { member: CompanyMember }) {
  return memberLocationsText(member, useContext(MembersContext).locations);
}

function ActionsCell({ member }: { member: CompanyMember }) {
  const { locations, myId } = useContext(MembersContext);
  return (
    <div className={styles.actions}>
      <MemberDialog member={member} locations={locations} />
      <RemoveMemberDialog member={member} isMe={member.userId === myId} />
    </div>
  );
}

const columns: DataTableColumn<CompanyMember>[] = [
  { id: 'name', header: 'Name', meta: { rowHeader: true }, cell: ({ row }) => <NameCell member={row.original} /> },
  { id: 'email', header: 'E-mail', accessorFn: (member) => member.email, meta: { truncate: true } },
  { id: 'role', header: 'Role', meta: { nowrap: true }, cell: ({ row }) => COMPANY_ROLE_LABEL[row.original.role] },
  { id: 'locations', header: 'Locations', cell: ({ row }) => <LocationsCell member={row.original} /> },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <ActionsCell member={row.original} /> },
];

/** A company admin's members: name, e-mail, role and locations, with Invite, Change and Remove. */
export function CompanyMembers({ members, locations, invite }: { members: CompanyMember[]; locations: CompanyLocation[]; invite?: ReactNode }) {
  const { user } = useSession();
  const context = useMemo(() => ({ locations, myId: user?.id }), [locations, user?.id]);
  return (
    <section className={styles.section} aria-labelledby="company-members-title">
      <h2 id="company-members-title">Members</h2>
      {invite}
      <div className={styles.table}>
        <MembersContext.Provider value={context}>
          <DataTable label="Members" columns={columns} rows={members} getRowId={(member) => member.userId} rowName={(member) => member.name} empty="No members yet." />
        </MembersContext.Provider>
      </div>
    </section>
  );
}
