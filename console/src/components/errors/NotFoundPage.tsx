import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { NOT_FOUND_MESSAGES, ROUTES } from '@oak/shared';
import { useNavigate } from 'react-router';

/** Any path without a screen (doc 3 §2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <EmptyState.Root size="lg">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{NOT_FOUND_MESSAGES.title}</EmptyState.Title>
          <EmptyState.Description>There is no screen at this address.</EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={() => navigate(ROUTES.root)}>
          {NOT_FOUND_MESSAGES.action}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
