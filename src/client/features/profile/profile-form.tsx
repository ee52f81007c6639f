import { toast } from 'sonner';
import { profileSchema, type User } from '../../../shared/schemas/user';
import { InputField } from '../../components/input-field';
import { Loader } from '../../components/loader';
import { trpc } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import styles from './profile.module.css';
import button from '../../components/button.module.css';

type ProfileValues = {
  name: string;
  phone: string;
  address: string;
  socialUrl: string;
  instituteName: string;
  degree: string;
  passingYear: string;
};

function valuesOf(user: User): ProfileValues {
  return {
    name: user.name,
    phone: user.phone ?? '',
    address: user.address ?? '',
    socialUrl: user.socialUrl ?? '',
    instituteName: user.education.instituteName ?? '',
    degree: user.education.degree ?? '',
    passingYear: user.education.passingYear ?? '',
  };
}

/** The form's flat fields in the shape of the spec's `{user: {..., education: {...}}}` payload. */
function toProfileInput({ instituteName, degree, passingYear, ...rest }: ProfileValues) {
  return { ...rest, education: { instituteName, degree, passingYear } };
}

/** My Profile's form: e-mail read-only, phone and address required, the rest optional. */
export function ProfileForm({ user }: { user: User }) {
  const utils = trpc.useUtils();
  const form = useZodForm(profileSchema, valuesOf(user), toProfileInput);
  const update = trpc.users.update.useMutation({
    async onSuccess({ modifiedCount }) {
      if (modifiedCount === 0) return; // toasts only report changes (SPEC section 8)
      toast.success('Profile updated successfully');
      await Promise.all([utils.users.me.invalidate(), utils.auth.me.invalidate()]);
    },
  });

  return (
    <form className={styles.form} noValidate aria-busy={update.isPending} onSubmit={form.handleSubmit((changes) => update.mutate({ user: changes }))}>
      <InputField label="Email" type="email" value={user.email} readOnly />
      <InputField label="Name" autoComplete="name" {...form.field('name')} />
      <InputField label="Phone" type="tel" autoComplete="tel" required {...form.field('phone')} />
      <InputField label="Address" autoComplete="street-address" required {...form.field('address')} />
      <InputField label="Institute" {...form.field('instituteName')} />
      <InputField label="Degree" {...form.field('degree')} />
      <InputField label="Passing year" type="date" {...form.field('passingYear')} />
      <InputField label="Social URL" type="url" autoComplete="url" placeholder="https://" {...form.field('socialUrl')} />
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={update.isPending}>
          Save profile
        </button>
        {update.isPending && <Loader label="Saving your profile" />}
      </div>
      {update.isError && (
        <p role="alert" className={styles.error}>
          {update.error.message}
        </p>
      )}
    </form>
  );
}
