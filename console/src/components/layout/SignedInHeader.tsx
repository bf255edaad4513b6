import { Box } from '@chakra-ui/react';
import { useAuth } from '../../lib/auth-context';
import { UserMenu } from '../../features/auth/components/UserMenu';
import { TopNavigation } from './TopNavigation';

/** The navigation and the user menu, for a signed-in user only. */
export function SignedInHeader() {
  const { session } = useAuth();
  if (!session) return null;
  return (
    <>
      <TopNavigation />
      <Box ms="auto">
        <UserMenu />
      </Box>
    </>
  );
}
