/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists each page's chunks and their imports: the size budget (.size-limit.mjs) reads it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only what every page needs goes in one long-cached chunk; the rest of node_modules
          // (Mantine's components, icons, zod) follows the pages that import it.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // The Mantine parts most pages use (Box, inputs, buttons, hooks) in one chunk instead of
            // dozens of tiny ones: fewer requests and better compression, sign-in page included.
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/, minShareCount: 30 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts', './src/app/preload-routes.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
