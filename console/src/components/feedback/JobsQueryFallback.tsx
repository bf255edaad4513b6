import { Alert, Center, Spinner, Text } from '@chakra-ui/react';
import { JOB_MESSAGES } from '@oak/shared';
import { type ReactNode } from 'react';

/**
 * What a job list shows while its jobs load (a spinner and `loadingText`) or
 * when they cannot ('Cannot retrieve jobs at this time' with the reason, doc 1
 * §7); `children` once they are there.
 */
export function JobsQueryFallback({
  query,
  loadingText,
  children,
}: {
  query: { readonly status: 'pending' | 'error' | 'success'; readonly error: Error | null };
  loadingText: string;
  children: ReactNode;
}) {
  if (query.status === 'pending') {
    return (
      <Center py="16" flexDirection="column" gap="3">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">{loadingText}</Text>
      </Center>
    );
  }
  if (query.status === 'error') {
    return (
      <Alert.Root status="error" role="alert" maxW="3xl">
        <Alert.Indicator />
        <Alert.Title>{JOB_MESSAGES.cannotRetrieveJobs(query.error?.message)}</Alert.Title>
      </Alert.Root>
    );
  }
  return children;
}
