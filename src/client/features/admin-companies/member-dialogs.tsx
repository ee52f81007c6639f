import { useState } from 'react';
import { toast } from 'sonner';
import { COMPANY_ROLE_LABEL, memberUpdateSchema, type CompanyLocation, type CompanyMember } from '../../../shared/schemas/company';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangeCompanyMember, useRemoveCompanyMember } from './api/companies';
import row from '../../components/row-action.module.css';
import styles from './companies.module.css';

/** Change a member's company role and, for a buyer, the locations they order for (none ticked: all). */
export function ChangeMemberDialog({ companyId, member, locations }: { companyId: string; member: CompanyMember; locations: CompanyLocation[] }) {
  const [open, setOpen] = useState(false);
  const change = useChangeCompanyMember();
  const form = useSchemaForm(memberUpdateSchema, { role: member.role, locationIds: member.locationIds });
  const role = form.watch('role');
  const chosen = form.watch('locationIds') ?? [];
  const toggle = (id: string, on: boolean) => form.setValue('locationIds', on ? [...chosen, id] : chosen.filter((other) => other !== id));

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async (input) => {
        await change.mutateAsync({ id: companyId, userId: member.userId, role: input.role, locationIds: input.role === 'buyer' ? (input.locationIds ?? []) : [] });
        toast.success(`${member.name} is now a ${COMPANY_ROLE_LABEL[input.role].toLowerCase()}`);
        setOpen(false);
      })}
      trigger={
        <button type="button" className={row.action} aria-label={`Change role of ${member.name}`}>
          Change role
        </button>
      }
      title={`Change ${member.name}'s role`}
      description="A company admin manages members and locations and sees every order of the company; a buyer orders for their locations."
      keepLabel="Cancel"
      submitLabel="Save"
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <SelectField label="Company role" {...form.field('role')}>
          <option value="admin">{COMPANY_ROLE_LABEL.admin}</option>
          <option value="buyer">{COMPANY_ROLE_LABEL.buyer}</option>
        </SelectField>
        {role === 'buyer' && locations.length > 0 ? (
          <fieldset className={styles.checks}>
            <legend>Locations they order for (none ticked: every location)</legend>
            {locations.map((location) => (
              <label key={location.id} className={styles.check}>
                <input type="checkbox" name="locationIds" value={location.id} checked={chosen.includes(location.id)} onChange={(event) => toggle(location.id, event.target.checked)} />
                <span>{location.name}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
      </div>
    </FormDialog>
  );
}

/** Take a member out of the company, after asking. */
export function RemoveMemberDialog({ companyId, companyName, member }: { companyId: string; companyName: string; member: CompanyMember }) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveCompanyMember();
  return (
    <ConfirmDialog
      open={open}
      setOpen={setOpen}
      action={remove}
      onConfirm={() =>
        remove.mutate(
          { id: companyId, userId: member.userId },
          {
            onSuccess: () => {
              toast.success(`${member.name} removed from ${companyName}`);
              setOpen(false);
            },
          },
        )
      }
      trigger={
        <button type="button" className={`${row.action} ${row.danger}`} aria-label={`Remove ${member.name}`}>
          Remove
        </button>
      }
      title={`Remove ${member.name}?`}
      description={<>{member.name} ({member.email}) loses access to {companyName} at once. The orders they placed stay with the company.</>}
      keepLabel="Keep them"
      confirmLabel="Yes, remove them"
      confirmingLabel="Removing…"
    />
  );
}
