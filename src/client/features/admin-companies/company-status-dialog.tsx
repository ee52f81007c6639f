import { useState } from 'react';
import { toast } from 'sonner';
import type { Company } from '../../../shared/schemas/company';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSetCompanyStatus } from './api/companies';
import button from '../../components/button.module.css';
import row from '../../components/row-action.module.css';

/** Put on hold (its members cannot check out, and are told why) or Reactivate, after asking. */
export function CompanyStatusDialog({ company }: { company: Company }) {
  const [open, setOpen] = useState(false);
  const setStatus = useSetCompanyStatus();
  const holding = company.status === 'active';
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={setStatus}
      tone={holding ? 'danger' : 'primary'}
      onConfirm={() =>
        setStatus.mutate(
          { id: company.id, status: holding ? 'on_hold' : 'active' },
          {
            onSuccess: () => {
              toast.success(holding ? `${company.name} is on hold` : `${company.name} is active again`);
              setOpen(false);
            },
          },
        )
      }
      trigger={
        <button type="button" className={holding ? `${row.action} ${row.danger}` : button.primary}>
          {holding ? 'Put on hold' : 'Reactivate'}
        </button>
      }
      title={holding ? `Put ${company.name} on hold?` : `Reactivate ${company.name}?`}
      description={holding ? 'Its members cannot check out until it is reactivated; checkout tells them why. Orders already placed go on as usual.' : 'Its members can check out again.'}
      keepLabel={holding ? 'Keep it active' : 'Keep it on hold'}
      confirmLabel={holding ? 'Yes, put it on hold' : 'Yes, reactivate it'}
      confirmingLabel="Saving…"
    />
  );
}
