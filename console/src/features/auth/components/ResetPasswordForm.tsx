import { Stack } from '@chakra-ui/react';
import { AUTH_MESSAGES, AUTH_SCREEN_LABELS, validateResetPasswordForm } from '@oak/shared';
import { useApi } from '../../../lib/ApiProvider';
import { resetPassword } from '../api/reset-password';
import { useAuthForm } from '../hooks/useAuthForm';
import { useAuth } from '../../../lib/auth-context';
import { BackToSignInFooter } from './BackToSignInFooter';
import { NewPasswordFields } from './NewPasswordFields';
import { PreLoginCard } from './PreLoginCard';
import { TextField } from './TextField';

const LABELS = AUTH_SCREEN_LABELS.resetPassword;

/** Reset password (doc 3 §2): the code from the e-mail and the new password twice. */
export function ResetPasswordForm({ email }: { email: string }) {
  const api = useApi();
  const { dispatch, setNotice } = useAuth();
  const { form, errors, error, submitting, change, submit } = useAuthForm(
    { code: '', newPassword: '', confirmPassword: '' },
    {
      validate: validateResetPasswordForm,
      send: async ({ code, newPassword }) => {
        await resetPassword(api, { email, code: code.trim(), newPassword });
        setNotice({ status: 'success', text: AUTH_MESSAGES.passwordResetDone });
        dispatch({ type: 'passwordReset' });
      },
    },
  );

  return (
    <PreLoginCard title={LABELS.title} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label={LABELS.verificationCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={form.code}
            error={errors.code}
            onChange={change('code')}
            autoFocus
          />
          <NewPasswordFields labels={LABELS} form={form} errors={errors} change={change} />
          <BackToSignInFooter
            backLabel={LABELS.backToSignIn}
            submitLabel={LABELS.submit}
            submitting={submitting}
          />
        </Stack>
      </form>
    </PreLoginCard>
  );
}
