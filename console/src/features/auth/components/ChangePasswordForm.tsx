import { Button, HStack, Stack } from '@chakra-ui/react';
import {
  AUTH_MESSAGES,
  AUTH_SCREEN_LABELS,
  type NewPasswordChallenge,
  validateChangePasswordForm,
} from '@oak/shared';
import { useApi } from '../../../lib/ApiProvider';
import { completeNewPassword } from '../api/complete-new-password';
import { useAuthForm } from '../hooks/useAuthForm';
import { useAuth } from '../../../lib/auth-context';
import { NewPasswordFields } from './NewPasswordFields';
import { PreLoginCard } from './PreLoginCard';

const LABELS = AUTH_SCREEN_LABELS.changePassword;

/** Change password at first sign-in with a temporary password (doc 3 §2, §4 step 2). */
export function ChangePasswordForm({ challenge }: { challenge: NewPasswordChallenge }) {
  const api = useApi();
  const { dispatch, setNotice } = useAuth();
  const { form, errors, error, submitting, change, submit } = useAuthForm(
    { newPassword: '', confirmPassword: '' },
    {
      validate: validateChangePasswordForm,
      send: async ({ newPassword }) => {
        await completeNewPassword(api, {
          username: challenge.username,
          session: challenge.session,
          newPassword,
        });
        // After success the user is signed out and returned to login (doc 3 §4).
        setNotice({ status: 'success', text: AUTH_MESSAGES.initialPasswordChanged });
        dispatch({ type: 'initialPasswordChanged' });
      },
    },
  );

  return (
    <PreLoginCard title={LABELS.title} error={error}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <NewPasswordFields labels={LABELS} form={form} errors={errors} change={change} autoFocus />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={submitting}>
              {LABELS.submit}
            </Button>
          </HStack>
        </Stack>
      </form>
    </PreLoginCard>
  );
}
