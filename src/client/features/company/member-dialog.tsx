import { useState } from 'react';
import { toast } from 'sonner';
import { COMPANY_ROLE_LABEL, memberUpdateSchema, type CompanyLocation, type CompanyMember } from '../../../shared/schemas/company';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import row from '../../components/row-action.module.css';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useChangeMember } from './api/my-company';
import styles from './company-page.module.css';

/** Change a member's role and the locations a buyer orders for (none ticked: all of them). */
export function MemberDialog({ member, locations }: { member: CompanyMember; locations: CompanyLocation[] }) {
  const [open, setOpen] = useState(false);
  const update = useChangeMember();
  const form = useSchemaForm(memberUpdateSchema, { role: member.role, locationIds: member.locationIds });
  const role = form.watch('role');
  const chosen = form.watch('locationIds') ?? [];

  function toggle(id: string, on: boolean) {
    const next = on ? [...chosen, id] : chosen.filter((other) => other !== id);
    form.setValue('locationIds', next, { shouldDirty: true });
  }

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async (fields) => {
        // An admin orders for every location: their list is not kept.
        await update.mutateAsync({ userId: member.userId, role: fields.role, locationIds: fields.role === 'admin' ? [] : (fields.locationIds ?? []) });
        toast.success(`${member.name} saved`);
        setOpen(false);
      })}
      trigger={
        <button type="button" className={row.action} aria-label={`Change ${member.name}'s role and locations`}>
          Change
        </button>
      }
      title={`Change ${member.name}'s role`}
      description="A company admin manages members and locations and sees every order of the company; a buyer orders for their locations and sees their own orders."
      keepLabel="Cancel"
      submitLabel="Save"
      submittingLabel="Saving…"
    >
      <div className={styles.fields}>
        <SelectField label="Role" {...form.field('role')}>
          {(['buyer', 'admin'] as const).map((value) => (
            <option key={value} value={value}>
              {COMPANY_ROLE_LABEL[value]}
            </option>
          ))}
        </SelectField>
        {role === 'buyer' && locations.length > 0 ? (
          <fieldset className={styles.choices} aria-describedby={`${member.userId}-locations-hint`}>
            <legend>Locations they order for</legend>
            <p id={`${member.userId}-locations-hint`} className={styles.muted}>
              None ticked: all of the company&apos;s locations.
            </p>
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
