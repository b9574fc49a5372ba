/**
 * The console's build: root ui/, output ui/dist, served by the server at `/`.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  // Relative asset paths so the same build loads from any mount point (server, Electron).
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Vite prints every asset with its raw and gzip size: that listing is the bundle-size report.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
  },
  logLevel: 'info',
});
