import { ChakraProvider, Table } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { setupUser } from '../../testing/setup-user';
import { system } from '../../theme/system';
import { TableScrollArea } from './TableScrollArea';

describe('a table scroll area', () => {
  it('is a group named as its table that the keyboard reaches, so a wide table can be scrolled without a mouse', async () => {
    const user = setupUser();
    render(
      <ChakraProvider value={system}>
        <TableScrollArea label="Recent utterances">
          <Table.Root aria-label="Recent utterances">
            <Table.Body>
              <Table.Row>
                <Table.Cell>what time is it</Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      </ChakraProvider>,
    );
    const area = screen.getByRole('group', { name: 'Recent utterances' });
    expect(area).toContainElement(screen.getByRole('table', { name: 'Recent utterances' }));
    await user.tab();
    expect(area).toHaveFocus();
  });
});
