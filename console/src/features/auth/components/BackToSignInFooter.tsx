import { Button, HStack } from '@chakra-ui/react';
import { useAuth } from '../../../lib/auth-context';

/** The foot of the password screens: back to sign in on the left, the form's submit on the right. */
export function BackToSignInFooter({
  backLabel,
  submitLabel,
  submitting,
}: {
  backLabel: string;
  submitLabel: string;
  submitting: boolean;
}) {
  const { dispatch, setNotice } = useAuth();
  return (
    <HStack justify="space-between">
      <Button
        variant="plain"
        px="0"
        colorPalette="brand"
        onClick={() => {
          setNotice(null);
          dispatch({ type: 'backToSignIn' });
        }}
      >
        {backLabel}
      </Button>
      <Button type="submit" colorPalette="brand" loading={submitting}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
