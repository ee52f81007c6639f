import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { COMPANY_ROLE_LABEL, INVITATION_DAYS, invitationInputSchema, type CompanyLocation } from '../../../shared/schemas/company';
import { FormDialog } from '../../components/form-dialog';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useInviteMember, type InvitationTarget } from './api/invitations';
import button from '../../components/button.module.css';
import styles from './companies.module.css';

interface InviteMemberDialogProps {
  /** The shop admin's `{ companyId }`, or `'my-company'` for a company admin inviting to their own. */
  target: InvitationTarget;
  /** The company's locations: a buyer may be given some (none: all of them). */
  locations: readonly Pick<CompanyLocation, 'id' | 'name'>[];
  /** The button that opens it; "Invite a member" unless given. */
  trigger?: ReactNode;
}

/**
 * Invite someone to a company by e-mail, with a role and, for a buyer, the locations they order
 * for. The invitation is mailed; nobody joins until they accept it with that address.
 *
 * @example
 * <InviteMemberDialog target={{ companyId: company.id }} locations={company.locations} />
 * <InviteMemberDialog target="my-company" locations={myCompany.locations} />
 */
export function InviteMemberDialog({ target, locations, trigger }: InviteMemberDialogProps) {
  const [open, setOpen] = useState(false);
  const invite = useInviteMember(target);
  const form = useSchemaForm(invitationInputSchema, { email: '', role: 'buyer', locationIds: [] });
  const buyer = form.watch('role') === 'buyer';

  return (
    <FormDialog
      open={open}
      setOpen={setOpen}
      form={form}
      onSubmit={form.submit(async ({ email, role, locationIds }) => {
        await invite({ email, role, locationIds: role === 'buyer' ? locationIds : [] });
        toast.success(`Invitation sent to ${email}`);
        setOpen(false);
      })}
      trigger={
        trigger ?? (
          <button type="button" className={button.primary}>
            Invite a member
          </button>
        )
      }
      title="Invite a member"
      description={`We e-mail a link that works once, for ${INVITATION_DAYS} days, and only for this address. Nobody joins until they accept.`}
      keepLabel="Cancel"
      submitLabel="Send invitation"
      submittingLabel="Sending…"
    >
      <div className={styles.fields}>
        <InputField label="E-mail" type="email" autoComplete="off" {...form.field('email')} />
        <SelectField label="Role" {...form.field('role')}>
          <option value="buyer">{COMPANY_ROLE_LABEL.buyer}: orders for their locations</option>
          <option value="admin">{COMPANY_ROLE_LABEL.admin}: manages members and locations</option>
        </SelectField>
        {buyer && locations.length > 0 ? (
          <fieldset className={styles.locations}>
            <legend>Locations they order for (none ticked: all)</legend>
            {locations.map((location) => (
              <label key={location.id} className={styles.check}>
                <input type="checkbox" value={location.id} {...form.register('locationIds')} />
                <span>{location.name}</span>
              </label>
            ))}
            {form.formState.errors.locationIds?.message ? (
              <p role="alert" className={styles.error}>
                {form.formState.errors.locationIds.message}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </div>
    </FormDialog>
  );
}
