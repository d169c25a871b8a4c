// The build-time settings the client reads (vite.config.ts defines the release).
interface ImportMetaEnv {
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_PORTAL_RELEASE: string;
}
