import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, string>;

/**
 * Form state checked by one of the shared zod schemas (the same one the procedure uses), so the
 * form shows the spec's messages under each field. Errors are keyed by the last segment of the
 * issue's path (`education.passingYear` -> `passingYear`). Validation runs on submit, then live.
 */
export function useZodForm<V extends Values, S extends z.ZodType>(schema: S, initial: V, toInput: (values: V) => unknown = (values) => values) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitted, setSubmitted] = useState(false);

  function validate(next: V): z.output<S> | null {
    const result = schema.safeParse(toInput(next));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Partial<Record<keyof V, string>> = {};
    for (const issue of result.error.issues) {
      const key = String(issue.path.at(-1) ?? '') as keyof V;
      found[key] ??= issue.message;
    }
    setErrors(found);
    return null;
  }

  function field<K extends keyof V & string>(name: K) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (submitted) validate(next);
      },
    };
  }

  function handleSubmit(onValid: (data: z.output<S>) => void) {
    return (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const data = validate(values);
      if (data !== null) onValid(data);
    };
  }

  return { values, errors, field, handleSubmit };
}
