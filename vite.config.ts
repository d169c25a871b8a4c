import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [
    // Lingui macros must be compiled before React's transform sees the JSX (lingui discussion #2657).
    babel({ include: /src[\\/]client[\\/].*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The client registers the worker itself through workbox-window (src/client/pwa), so nothing is injected.
      injectRegister: false,
      // The glob already takes every icon, and the plugin adds manifest.webmanifest itself: listing either again
      // would put duplicate entries in the precache list.
      includeManifestIcons: false,
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'] },
      manifest: {
        id: '/',
        name: 'Agent Portal',
        short_name: 'Agent Portal',
        description: 'Payments, sale points and rewards for payment agents',
        lang: 'ru',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b6e4f',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': API_TARGET, '/file': API_TARGET } },
});
