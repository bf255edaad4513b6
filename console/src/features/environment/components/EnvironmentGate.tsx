import { Alert, Center, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { ENVIRONMENT_MESSAGES } from '@oak/shared';
import { type ComponentType, type ReactNode } from 'react';
import { ApiHostMissingError, environmentConfigQueryOptions } from '../../../lib/api/get-environment-config';

/**
 * Loads /config.json before anything that talks to the controller renders
 * (doc 3 §3); without a controller endpoint it shows 'API host is missing'.
 * While loading or failing, its message sits in `frame`.
 */
export function EnvironmentGate({
  frame: Frame,
  children,
}: {
  frame: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}) {
  const { status, error } = useQuery(environmentConfigQueryOptions);
  if (status === 'pending') {
    return (
      <Frame>
        <Center py="16">
          <Spinner role="status" size="lg" color="brand.solid" aria-label="Loading configuration" />
        </Center>
      </Frame>
    );
  }
  if (status === 'error') {
    return (
      <Frame>
        <Alert.Root status="error" maxW="2xl" mx="auto" my="10">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {error instanceof ApiHostMissingError
                ? ENVIRONMENT_MESSAGES.apiHostMissing
                : 'The configuration could not be loaded'}
            </Alert.Title>
            {!(error instanceof ApiHostMissingError) && (
              <Alert.Description>{error.message}</Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      </Frame>
    );
  }
  return <>{children}</>;
}
