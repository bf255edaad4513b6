import { Box, Container, Flex } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';

/** The frame of doc 3 §2: header with the title (and, when given, navigation and menu), main area, footer. */
export function FrameLayout({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100%" bg="bg">
      <AppHeader>{header}</AppHeader>
      <Box as="main" flex="1" py="6">
        <Container maxW="8xl">{children}</Container>
      </Box>
      <AppFooter />
    </Flex>
  );
}
