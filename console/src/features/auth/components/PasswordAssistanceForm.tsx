import { Stack } from '@chakra-ui/react';
import { AUTH_MESSAGES, AUTH_SCREEN_LABELS, validateForgotPasswordForm } from '@oak/shared';
import { useApi } from '../../../lib/ApiProvider';
import { forgotPassword } from '../api/forgot-password';
import { useAuthForm } from '../hooks/useAuthForm';
import { useAuth } from '../../../lib/auth-context';
import { BackToSignInFooter } from './BackToSignInFooter';
import { PreLoginCard } from './PreLoginCard';
import { TextField } from './TextField';

const LABELS = AUTH_SCREEN_LABELS.passwordAssistance;

/** Password assistance (doc 3 §2): the e-mail to send a one-time code to. */
export function PasswordAssistanceForm() {
  const api = useApi();
  const { dispatch, setNotice } = useAuth();
  const { form, errors, error, submitting, change, submit } = useAuthForm(
    { email: '' },
    {
      validate: validateForgotPasswordForm,
      send: async ({ email }) => {
        const { destination } = await forgotPassword(api, { email });
        setNotice({ status: 'info', text: `${AUTH_MESSAGES.resetCodeSent} (${destination})` });
        dispatch({ type: 'codeSent', username: email.trim() });
      },
    },
  );

  return (
    <PreLoginCard title={LABELS.title} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField
            label={LABELS.email}
            type="email"
            autoComplete="username"
            inputMode="email"
            value={form.email}
            error={errors.email}
            onChange={change('email')}
            autoFocus
          />
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
