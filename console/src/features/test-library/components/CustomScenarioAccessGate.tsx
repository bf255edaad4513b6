import { Alert, Button, Center, EmptyState, Spinner, VStack } from '@chakra-ui/react';
import { ACCESS_RESTRICTED_PAGE, WIZARD_LIST_MESSAGES, hasCustomScenarioAccess } from '@oak/shared';
import { type ReactNode } from 'react';
import { useAllowedScenarios } from '../../../lib/api/get-allowed-scenarios';

/**
 * User-defined tests need the custom-scenario entry in the allow list (doc 2
 * §2, §6): a spinner while it loads, the Access Restricted page without it.
 */
export function CustomScenarioAccessGate({ children }: { children: ReactNode }) {
  const { status, data, refetch, isFetching } = useAllowedScenarios();
  if (status === 'pending') {
    return (
      <Center py="16">
        <Spinner role="status" size="lg" color="brand.solid" aria-label="Loading the allow list" />
      </Center>
    );
  }
  if (status === 'error') {
    return (
      <Alert.Root status="error" maxW="2xl">
        <Alert.Indicator />
        <Alert.Title flex="1">{WIZARD_LIST_MESSAGES.scenarios}</Alert.Title>
        <Button size="sm" variant="outline" loading={isFetching} onClick={() => void refetch()}>
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (!hasCustomScenarioAccess(data)) {
    return (
      <EmptyState.Root size="lg">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">{ACCESS_RESTRICTED_PAGE.title}</EmptyState.Title>
            <EmptyState.Description>{ACCESS_RESTRICTED_PAGE.body}</EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <>{children}</>;
}
