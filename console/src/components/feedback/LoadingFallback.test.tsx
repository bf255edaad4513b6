import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { system } from '../../theme/system';
import { LoadingFallback } from './LoadingFallback';

describe('the loading spinner', () => {
  // A name is allowed only on an element with a role: a bare spinner's label was read by no one.
  it('is a status named by what is loading', () => {
    render(
      <ChakraProvider value={system}>
        <LoadingFallback label="Loading labs" />
      </ChakraProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading labs' })).toBeInTheDocument();
  });
});
