import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PasswordAssistanceForm } from './PasswordAssistanceForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';

/** Shows the app to a signed-in user and the pre-login screens to everyone else (doc 3 §2, §4). */
export function AuthGate({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  switch (state.screen) {
    case 'loading':
      return (
        <Center py="16">
          <Spinner role="status" size="lg" color="brand.solid" aria-label="Loading session" />
        </Center>
      );
    case 'signedIn':
      return <>{children}</>;
    case 'signIn':
      return <SignInForm />;
    case 'forgotPassword':
      return <PasswordAssistanceForm />;
    case 'resetPassword':
      return <ResetPasswordForm email={state.username} />;
    case 'changeInitialPassword':
      return <ChangePasswordForm challenge={state.challenge} />;
  }
}
