import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3000);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? {
        // `vite build --ssr entry-server.tsx`: the storefront's render entry for the server
        // (docs/decisions/0021), one self-contained module with React's production build.
        outDir: '../../dist/server-render',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
        target: 'node24',
        rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        // Written without a sourceMappingURL comment and moved out of the served folder by the build.
        sourcemap: 'hidden',
        assetsInlineLimit: 0,
        // Which chunk holds which source file: the server preloads a page's chunks (moved out of the
        // served folder by the build, to dist/server-render/client-manifest.json).
        manifest: true,
      },
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : {},
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/paypal': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
