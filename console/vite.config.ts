import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));
// In development the console runs on Vite's server and the cloud on its own port.
const cloud = process.env.OAK_CLOUD_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  // The console compiles shared/ from source, as one ES module graph with the app.
  resolve: { alias: { '@oak/shared': shared } },
  server: {
    proxy: {
      '/api': { target: cloud, ws: true },
      '/config.json': cloud,
      '/socket.io': { target: cloud, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
