import { AUTH_MESSAGES, type AuthFieldErrors } from '@oak/shared';
import { TextField } from './TextField';

type Field = 'newPassword' | 'confirmPassword';

/** The new password and its confirmation, as the reset and change screens ask for them (doc 3 §2). */
export function NewPasswordFields({
  labels,
  form,
  errors,
  change,
  autoFocus = false,
}: {
  labels: { readonly newPassword: string; readonly confirmNewPassword: string };
  form: Readonly<Record<Field, string>>;
  errors: AuthFieldErrors<Field>;
  change: (field: Field) => (value: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextField
        label={labels.newPassword}
        type="password"
        autoComplete="new-password"
        value={form.newPassword}
        error={errors.newPassword}
        helperText={AUTH_MESSAGES.passwordPolicyHint}
        onChange={change('newPassword')}
        autoFocus={autoFocus}
      />
      <TextField
        label={labels.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        value={form.confirmPassword}
        error={errors.confirmPassword}
        onChange={change('confirmPassword')}
      />
    </>
  );
}
