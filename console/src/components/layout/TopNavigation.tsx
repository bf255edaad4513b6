import { HStack, Link } from '@chakra-ui/react';
import { TOP_NAVIGATION, navigationItemForPath } from '@oak/shared';
import { Link as RouterLink, useLocation } from 'react-router';

/** The five top-level screens of doc 3 §2; the new-run area counts as Test Center. */
export function TopNavigation() {
  const { pathname } = useLocation();
  const current = navigationItemForPath(pathname);
  return (
    <HStack as="nav" aria-label="Main" gap="1" alignSelf="stretch">
      {TOP_NAVIGATION.map((item) => {
        const active = item === current;
        return (
          <Link
            key={item.route}
            asChild
            px="3"
            h="full"
            display="flex"
            alignItems="center"
            fontSize="sm"
            fontWeight="medium"
            color={active ? 'white' : 'gray.300'}
            borderBottomWidth="3px"
            borderColor={active ? 'brand.400' : 'transparent'}
            mb="-3px"
            _hover={{ color: 'white', textDecoration: 'none' }}
            aria-current={active ? 'page' : undefined}
          >
            <RouterLink to={item.route}>{item.label}</RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
