import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { UPLOAD_TYPES } from '../../../shared/uploaded-image';
import { FormField } from '../../components/form-field';

interface ImageFileFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: Path<Values>;
  label: string;
  hint?: string;
}

/** A file input held by react-hook-form as the chosen File (or undefined), checked by the form's schema. */
export function ImageFileField<Values extends FieldValues>({ control, name, label, hint }: ImageFileFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FormField label={label} hint={hint} error={fieldState.error?.message}>
      {(props) => (
        <input
          {...props}
          ref={field.ref}
          name={field.name}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.target.files?.[0])}
        />
      )}
    </FormField>
  );
}
