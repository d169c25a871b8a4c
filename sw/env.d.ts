// The build-time settings the worker reads (Vite replaces them; vite.config.ts defines the release).
interface ImportMeta {
  readonly env: { readonly VITE_SENTRY_DSN?: string; readonly VITE_PORTAL_RELEASE: string; readonly MODE: string };
}
