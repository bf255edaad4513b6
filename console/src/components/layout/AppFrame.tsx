import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { EnvironmentGate } from '../../features/environment/components/EnvironmentGate';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** The frame of doc 3 §2: header with title and navigation, the main area, the footer. */
export function AppFrame() {
  return (
    <Flex direction="column" minH="100%" bg="bg">
      <AppHeader />
      <Box as="main" flex="1" py="6">
        <Container maxW="8xl">
          <EnvironmentGate>
            <Outlet />
          </EnvironmentGate>
        </Container>
      </Box>
      <AppFooter />
    </Flex>
  );
}
