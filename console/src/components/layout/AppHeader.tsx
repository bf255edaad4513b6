import { Box, Container, Flex, HStack, Image, Link, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, ROUTES } from '@oak/shared';
import { type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** The header: the product title, then whatever the signed-in state adds (navigation and user menu). */
export function AppHeader({ children }: { children?: ReactNode }) {
  return (
    <Box as="header" bg="frame.bg" color="frame.fg" borderBottomWidth="3px" borderColor="brand.600">
      <Container maxW="8xl">
        <Flex align="center" gap="8" minH="14" wrap="wrap">
          <Link asChild color="white" _hover={{ textDecoration: 'none', color: 'brand.200' }}>
            <RouterLink to={ROUTES.root}>
              <HStack gap="2.5">
                <Image src="/favicon.svg" alt="" boxSize="7" />
                <Text as="span" fontWeight="semibold" fontSize="lg" letterSpacing="tight">
                  {PRODUCT_NAME}
                </Text>
              </HStack>
            </RouterLink>
          </Link>
          {children}
        </Flex>
      </Container>
    </Box>
  );
}
