import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm, type DefaultValues, type Resolver, type FieldError, type FieldPath, type FieldValues, type RegisterOptions } from 'react-hook-form';
import type { z } from 'zod';
import { fieldForPath, fieldPaths, serverErrorOf } from './server-errors';

/** The root error that holds a form-level message; react-hook-form clears it on the next submit. */
const FORM_ERROR = 'root.server';

/** A schema, or a function that imports it: zod then loads with the form's first check, not with the page. */
export type SchemaOrLoader<Schema> = Schema | (() => Promise<Schema>);

/** The resolver that checks with `schema`, loading it first when it is a loader (once per render). */
function resolverOf<Schema extends z.ZodType<unknown, FieldValues>>(schema: SchemaOrLoader<Schema>) {
  type ResolverOf = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  if (typeof schema !== 'function') return zodResolver(schema) as ResolverOf;
  let loaded: Promise<ResolverOf> | undefined;
  const resolver: ResolverOf = async (...args) => {
    loaded ??= schema().then((resolved) => zodResolver(resolved) as ResolverOf);
    return (await loaded)(...args);
  };
  return resolver;
}

/**
 * A react-hook-form form checked by one of the shared zod schemas, the same one the procedure
 * uses, so the form shows the spec's messages. Validation runs on submit, then live as fields
 * change; the first invalid field takes the focus. A page rendered with its data passes a loader
 * (`() => import(...)`), so the schema and zod load on the first check rather than before the page
 * can hydrate (docs/decisions/098).
 *
 * Besides react-hook-form's own API it gives:
 * - `field(name)`: what an InputField or TextAreaField needs (register's props and the message);
 * - `submit(action)`: the form's onSubmit. It runs `action` with the parsed values, keeps
 *   `formState.isSubmitting` true until it settles, and puts a failure's field messages
 *   (`error.data.fieldErrors`) on the matching fields; anything it cannot place becomes
 *   `formError`, for a FormAlert.
 *
 * @example
 * const form = useSchemaForm(signUpSchema, { name: '', email: '', password: '' });
 * const form = useSchemaForm(() => import('./sign-in-schema').then((schemas) => schemas.signInSchema), { email: '', password: '' });
 * <form noValidate onSubmit={form.submit((input) => signIn.mutateAsync(input))}>
 *   <InputField label="Email" {...form.field('email')} />
 *   <FormAlert message={form.formError} />
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, FieldValues>>(schema: SchemaOrLoader<Schema>, defaultValues: DefaultValues<z.input<Schema>>) {
  type Values = z.input<Schema>;
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: resolverOf(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors } = form.formState;

  function field<Name extends FieldPath<Values>>(name: Name, options?: RegisterOptions<Values, Name>) {
    const message: string | undefined = (get(errors, name) as FieldError | undefined)?.message;
    // The default in the markup too: react-hook-form sets it only once the page runs, so a page
    // rendered on the server would show its fields empty until it has hydrated.
    const initial: unknown = get(defaultValues, name);
    const markup = typeof initial === 'string' || (typeof initial === 'number' && Number.isFinite(initial)) ? { defaultValue: initial } : {};
    return { ...markup, ...form.register(name, options), error: message };
  }

  function showServerError(error: unknown) {
    const { message, fieldErrors } = serverErrorOf(error);
    const fields = fieldPaths(defaultValues);
    let placed = 0;
    let unplaced = false;
    for (const [path, messages] of Object.entries(fieldErrors)) {
      const name = fieldForPath(path, fields);
      if (!name) {
        unplaced = true;
        continue;
      }
      form.setError(name as FieldPath<Values>, { type: 'server', message: messages[0] }, { shouldFocus: placed === 0 });
      placed++;
    }
    if (placed === 0 || unplaced) form.setError(FORM_ERROR, { type: 'server', message });
  }

  function submit(action: (values: z.output<Schema>) => Promise<unknown>) {
    return form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        showServerError(error);
      }
    });
  }

  return { ...form, field, submit, formError: errors.root?.server?.message };
}
