import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { toast } from 'sonner';
import type { User } from '../../../shared/schemas/user';
import button from '../../components/button.module.css';
import dialog from '../../components/dialog.module.css';
import { useFocusReturn } from '../../components/focus-return';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/use-session';
import styles from './role-action.module.css';

/** Make Admin for role 'user', Remove Admin (after a confirmation) for any other role (docs/product.md#user-roles). */
export function RoleAction({ user }: { user: User }) {
  return user.role === 'user' ? <MakeAdminButton user={user} /> : <RemoveAdminDialog user={user} />;
}

function useRoleChange(kind: 'makeAdmin' | 'removeAdmin', onDone?: () => void) {
  const { user: me } = useSession();
  const utils = trpc.useUtils();
  const mutation = trpc.roles[kind].useMutation({
    onSuccess: async ({ modifiedCount }) => {
      if (modifiedCount > 0) {
        if (kind === 'makeAdmin') toast.success('Made Admin successfully');
        else toast.info('Removed Admin successfully');
      }
      onDone?.();
      await utils.roles.usersPage.invalidate();
    },
  });
  return {
    mutation,
    change: (target: User) => me && mutation.mutate({ adminEmail: me.email, email: target.email }),
  };
}

function MakeAdminButton({ user }: { user: User }) {
  const { mutation, change } = useRoleChange('makeAdmin');
  return (
    <div className={styles.action}>
      <button type="button" className={button.primary} disabled={mutation.isPending} onClick={() => change(user)} aria-label={`Make ${user.name} an admin`}>
        {mutation.isPending ? 'Making admin…' : 'Make Admin'}
      </button>
      {mutation.isError ? (
        <p role="alert" className={dialog.error}>
          {mutation.error.message}
        </p>
      ) : null}
    </div>
  );
}

function RemoveAdminDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const { trigger: triggerRef, onCloseAutoFocus } = useFocusReturn();
  const { mutation, change } = useRoleChange('removeAdmin', () => setOpen(false));

  function openChange(next: boolean) {
    if (mutation.isPending) return;
    if (next) mutation.reset();
    setOpen(next);
  }

  return (
    <Dialog.Root open={open} onOpenChange={openChange}>
      <Dialog.Trigger asChild ref={triggerRef}>
        <button type="button" className={dialog.dangerTrigger} aria-label={`Remove admin rights from ${user.name}`}>
          Remove Admin
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={dialog.title}>Remove admin rights?</Dialog.Title>
          <Dialog.Description>
            {user.name} ({user.email}) will no longer manage products, orders or users. They stay signed in as a customer.
          </Dialog.Description>
          {mutation.isError ? (
            <p role="alert" className={dialog.error}>
              {mutation.error.message}
            </p>
          ) : null}
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <button type="button" className={dialog.secondary} disabled={mutation.isPending}>
                Keep as admin
              </button>
            </Dialog.Close>
            <button type="button" className={dialog.danger} disabled={mutation.isPending} onClick={() => change(user)}>
              {mutation.isPending ? 'Removing…' : 'Yes, remove admin'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
