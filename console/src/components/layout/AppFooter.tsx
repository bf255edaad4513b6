import { Box, Container, Text } from '@chakra-ui/react';
import { copyrightLine } from '@oak/shared';

export function AppFooter() {
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" py="4">
      <Container maxW="8xl">
        <Text fontSize="xs" color="fg.muted">
          {copyrightLine(new Date().getFullYear())}
        </Text>
      </Container>
    </Box>
  );
}
