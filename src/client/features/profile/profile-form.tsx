import { toast } from 'sonner';
import { profileSchema, type User } from '../../../shared/schemas/user';
import { FormAlert } from '../../components/form-alert';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { ReadOnlyValues } from '../../components/read-only-values';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useUpdateProfile } from './api/update-profile';
import styles from './profile.module.css';
import button from '../../components/button.module.css';

/** The stored record as the form's inputs: unset fields are empty. */
function valuesOf(user: User) {
  return {
    name: user.name,
    phone: user.phone ?? '',
    address: user.address ?? '',
    socialUrl: user.socialUrl ?? '',
    education: {
      instituteName: user.education.instituteName ?? '',
      degree: user.education.degree ?? '',
      passingYear: user.education.passingYear ?? '',
    },
  };
}

/** My Profile's form: the e-mail as text (it is not changed here), phone and address required, the rest optional. */
export function ProfileForm({ user }: { user: User }) {
  const form = useSchemaForm(profileSchema, valuesOf(user));
  const update = useUpdateProfile({
    onSuccess: ({ modifiedCount }) => {
      if (modifiedCount > 0) toast.success('Profile updated successfully'); // toasts only report changes (docs/product.md#toasts)
    },
  });
  const pending = form.formState.isSubmitting;

  return (
    <form className={styles.form} noValidate aria-busy={pending} onSubmit={form.submit((changes) => update.mutateAsync({ user: changes }))}>
      <ReadOnlyValues values={[['Email', user.email]]} />
      <InputField label="Name" autoComplete="name" {...form.field('name')} />
      <InputField label="Phone" type="tel" autoComplete="tel" required {...form.field('phone')} />
      <InputField label="Address" autoComplete="street-address" required {...form.field('address')} />
      <InputField label="Institute" {...form.field('education.instituteName')} />
      <InputField label="Degree" {...form.field('education.degree')} />
      <InputField label="Passing year" type="date" {...form.field('education.passingYear')} />
      <InputField label="Social URL" type="url" autoComplete="url" placeholder="https://" {...form.field('socialUrl')} />
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={pending}>
          Save profile
        </button>
        {pending && <Loader label="Saving your profile" />}
      </div>
      <FormAlert message={form.formError} />
    </form>
  );
}
