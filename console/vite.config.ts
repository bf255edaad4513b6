import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-plugins/precompress.plugin.ts';

const shared = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));
const sharedDomain = fileURLToPath(new URL('../shared/src/$1/index.ts', import.meta.url));
const sharedSources = new RegExp(
  `^${fileURLToPath(new URL('../shared/src/', import.meta.url)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
);
// In development the console runs on Vite's server and the cloud on its own port.
const cloud = process.env.OAK_CLOUD_URL ?? 'http://localhost:8080';
// The console as it was built before it was split and precompressed: one script, sent as it is.
// `npm run bench` (bench/console.mjs) measures it beside the real build; nothing else sets it.
const singleBundle = process.env.CONSOLE_SINGLE_BUNDLE === '1';

export default defineConfig({
  plugins: [react(), ...(singleBundle ? [] : [precompress()])],
  // The console compiles shared/ from source, as one ES module graph with the app: the barrel, and
  // a domain's entry (`@oak/shared/runs`) as shared/package.json exports it.
  resolve: {
    alias: [
      { find: /^@oak\/shared$/, replacement: shared },
      { find: /^@oak\/shared\/(.+)$/, replacement: sharedDomain },
    ],
  },
  server: {
    proxy: {
      '/api': { target: cloud, ws: true },
      '/config.json': cloud,
      '/socket.io': { target: cloud, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The cloud serves dist/ as it is: no source maps, so none is public (Vite's dev server has its own).
    sourcemap: false,
    rolldownOptions: singleBundle
      ? { output: { codeSplitting: false } }
      : {
          // shared/ is schemas, constants and pure rules, imported through one index: declaring its
          // modules free of side effects lets a screen's chunk carry only the parts it uses.
          treeshake: { moduleSideEffects: [{ test: sharedSources, sideEffects: false }] },
        },
    // The first script (React, React Router, Chakra, zod, the frame and sign-in) is about 520 kB: warn as it grows.
    chunkSizeWarningLimit: singleBundle ? 1500 : 600,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    css: false,
    // npm test runs this suite beside the browser specs on two cores, where a screen's first render in
    // jsdom has taken over vitest's default 5 s: a timeout is a bound on a hang here, not a target.
    testTimeout: 30_000,
  },
});
