import { Box, ChakraProvider, Field, Input, Text } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { textContrast } from '../testing/css-cascade';
import { system } from './system';

/** WCAG AA for normal text. */
const READABLE = 4.5;

describe("the theme's text colours", () => {
  it.each(['bg', 'bg.panel'])(
    'keep field errors, subtle figures and status words readable on the %s background',
    (background) => {
      render(
        <ChakraProvider value={system}>
          <Box bg={background}>
            <Field.Root invalid>
              <Field.Label>Test name</Field.Label>
              <Input />
              <Field.ErrorText>Invalid test name</Field.ErrorText>
            </Field.Root>
            <Text color="fg.error">Calibration failed</Text>
            <Text color="fg.subtle">1.</Text>
            <Text color="fg.success">In sync</Text>
            <Text color="fg.warning">Out of sync</Text>
          </Box>
        </ChakraProvider>,
      );
      const unreadable = ['Invalid test name', 'Calibration failed', '1.', 'In sync', 'Out of sync']
        .map((text) => ({ text, contrast: textContrast(screen.getByText(text)) }))
        .filter(({ contrast }) => contrast < READABLE);
      expect(unreadable).toEqual([]);
    },
  );
});
