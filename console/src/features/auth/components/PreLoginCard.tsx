import { Alert, Card, Heading, Stack } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth-context';

/** The card every pre-login screen sits in (doc 3 §2), with the flow's notice above the form. */
export function PreLoginCard({
  title,
  error,
  children,
}: {
  title: string;
  error?: string | null;
  children: ReactNode;
}) {
  const { notice } = useAuth();
  return (
    <Card.Root maxW="md" mx="auto" mt={{ base: 4, md: 12 }} variant="elevated">
      <Card.Header>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {notice && (
            <Alert.Root status={notice.status} role="status">
              <Alert.Indicator />
              <Alert.Title>{notice.text}</Alert.Title>
            </Alert.Root>
          )}
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
