import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** OAK's look: Chakra's defaults with a deep green brand and a calm neutral frame. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f0fdf4' },
          100: { value: '#dcfce7' },
          200: { value: '#bbf7d0' },
          300: { value: '#86efac' },
          400: { value: '#4ade80' },
          500: { value: '#22c55e' },
          600: { value: '#16a34a' },
          700: { value: '#15803d' },
          800: { value: '#166534' },
          900: { value: '#14532d' },
          950: { value: '#052e16' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          // brand.800: a solid button darkens to 90% of it under the pointer, and white on 90% of brand.700
          // reads at 4.2:1, under WCAG AA's 4.5:1.
          solid: { value: '{colors.brand.800}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.800}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        // Chakra's light-mode defaults for these (red.500, gray.400, green.600, orange.600) read at 3.8:1,
        // 2.6:1, 3.3:1 and 3.6:1 on white, under the 4.5:1 WCAG AA asks of text: field errors, secondary
        // figures and status words take a darker step.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
        // The header is dark in both colour modes, so its controls take these, never the
        // mode-dependent palette tokens (a ghost button's open state is near-white in light mode).
        frame: {
          bg: { value: '{colors.gray.900}' },
          fg: { value: '{colors.gray.100}' },
          fgActive: { value: '{colors.white}' },
          bgActive: { value: '{colors.whiteAlpha.200}' },
        },
      },
    },
  },
  globalCss: {
    'html, body, #root': { height: '100%' },
    // A loading button shows its spinner over its label, which Chakra hides with visibility: hidden, taking
    // the button's name away from assistive technology while it loads (axe: button-name). Transparent
    // text hides it as well and keeps the name; important, since the base layer yields to the style props.
    'button[data-loading] > span > span': {
      visibility: 'visible !important',
      color: 'transparent !important',
    },
  },
});

export const system = createSystem(defaultConfig, config);
