import { Center, Spinner } from '@chakra-ui/react';

/**
 * What shows where code fetched on first use will be (a screen, a tab) while
 * it is on its way: the spinner the configuration and the session show too.
 */
export function LoadingFallback({ label }: { readonly label: string }) {
  return (
    <Center py="16">
      <Spinner role="status" size="lg" color="brand.solid" aria-label={label} />
    </Center>
  );
}
