import { useState } from 'react';
import { toast } from 'sonner';
import type { User } from '../../../shared/schemas/user';
import button from '../../components/button.module.css';
import { ConfirmDialog } from '../../components/confirm-dialog';
import dialog from '../../components/dialog.module.css';
import { useChangeRole } from './api/change-role';
import { useSession } from '../../lib/use-session';

type RoleChange = 'makeAdmin' | 'removeAdmin';

/** The words of each change: both ask first, naming the person (docs/product.md#user-roles). */
const wordsOf = {
  makeAdmin: {
    trigger: 'Make Admin',
    // The visible words first in the name, so speech input ("click Make Admin") finds the button.
    triggerLabel: (user: User) => `Make Admin: ${user.name}`,
    title: (user: User) => `Make ${user.name} (${user.email}) an admin?`,
    description: 'They will manage products, orders, customers and other admins.',
    keep: 'Keep as customer',
    confirm: 'Yes, make admin',
    confirming: 'Making admin…',
  },
  removeAdmin: {
    trigger: 'Remove Admin',
    triggerLabel: (user: User) => `Remove admin rights from ${user.name}`,
    title: (user: User) => `Remove admin rights from ${user.name} (${user.email})?`,
    description: 'They will no longer manage products, orders or users. They stay signed in as a customer.',
    keep: 'Keep as admin',
    confirm: 'Yes, remove admin',
    confirming: 'Removing…',
  },
} as const;

/** Make Admin for role 'user', Remove Admin for any other role, each confirmed in the shared dialog. */
export function RoleAction({ user }: { user: User }) {
  const kind: RoleChange = user.role === 'user' ? 'makeAdmin' : 'removeAdmin';
  const words = wordsOf[kind];
  const [open, setOpen] = useState(false);
  const { user: me } = useSession();
  const mutation = useChangeRole(kind, ({ modifiedCount }) => {
    if (modifiedCount > 0) {
      if (kind === 'makeAdmin') toast.success('Made Admin successfully');
      else toast.info('Removed Admin successfully');
    }
    setOpen(false);
  });

  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={mutation}
      onConfirm={() => me && mutation.mutate({ adminEmail: me.email, email: user.email })}
      trigger={
        <button type="button" className={kind === 'makeAdmin' ? button.primary : dialog.dangerTrigger} aria-label={words.triggerLabel(user)}>
          {words.trigger}
        </button>
      }
      title={words.title(user)}
      description={words.description}
      keepLabel={words.keep}
      confirmLabel={words.confirm}
      confirmingLabel={words.confirming}
      tone={kind === 'makeAdmin' ? 'primary' : 'danger'}
    />
  );
}
