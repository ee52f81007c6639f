import { useState } from 'react';
import { toast } from 'sonner';
import type { CompanyMember } from '../../../shared/schemas/company';
import { ConfirmDialog } from '../../components/confirm-dialog';
import row from '../../components/row-action.module.css';
import { useRemoveMember } from './api/my-company';

/** Remove a member after a confirmation; the server's refusal (the last company admin) shows in the dialog as it says it. */
export function RemoveMemberDialog({ member, isMe }: { member: CompanyMember; isMe: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveMember();
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={remove}
      onConfirm={() =>
        remove.mutate(
          { userId: member.userId },
          {
            onSuccess: () => {
              toast.success(isMe ? 'You left the company' : `${member.name} removed from the company`);
              setOpen(false);
            },
          },
        )
      }
      trigger={
        <button type="button" className={`${row.action} ${row.danger}`} aria-label={isMe ? 'Leave the company' : `Remove ${member.name}`}>
          {isMe ? 'Leave' : 'Remove'}
        </button>
      }
      title={isMe ? 'Leave the company?' : `Remove ${member.name}?`}
      description={
        isMe
          ? 'You lose access to the company at once. Your orders stay with the company.'
          : `${member.name} (${member.email}) loses access to the company at once. Their orders stay with the company.`
      }
      keepLabel={isMe ? 'Stay' : 'Keep them'}
      confirmLabel={isMe ? 'Yes, leave' : 'Yes, remove'}
      confirmingLabel="Removing…"
    />
  );
}
