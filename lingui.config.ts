import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Two catalogs per language: `sign-in` holds the texts of the signed-out screens and of what every screen shares
// (design system, error texts, the shell around the sign-in route); `messages` holds the signed-in screens' texts
// and loads only once a user is signed in (src/client/lib/i18n.ts), keeping the sign-in route small.
const SIGN_IN_SHELL = [
  '<rootDir>/src/client/shell/root.tsx',
  '<rootDir>/src/client/shell/signed-in-root.tsx',
  '<rootDir>/src/client/shell/home.tsx',
  '<rootDir>/src/client/shell/connection-lost.tsx',
  '<rootDir>/src/client/shell/test-mode-banner.tsx',
  '<rootDir>/src/client/shell/tech-mode-screen.tsx',
];
/** Shared texts only signed-in screens meet: error texts (payments, cancellations, onboarding, signing), statuses,
 * and the parts the signed-in features share (settings rows, assignment, a photo). */
const SIGNED_IN_LIB = [
  '<rootDir>/src/client/lib/app-messages.ts',
  '<rootDir>/src/client/lib/invoice-status.ts',
  '<rootDir>/src/client/lib/use-format.ts',
  '<rootDir>/src/client/lib/receipt/receipt.tsx',
  '<rootDir>/src/client/lib/receipt/receipt-content.ts',
  '<rootDir>/src/client/lib/receipt/receipt-print.tsx',
  '<rootDir>/src/client/lib/printer/print-actions.tsx',
  '<rootDir>/src/client/lib/printer/printer-button.tsx',
  '<rootDir>/src/client/lib/printer/printer-settings.tsx',
  '<rootDir>/src/client/lib/receipt/receipt-sheet.tsx',
  '<rootDir>/src/client/lib/shifts/shift-report-actions.tsx',
  '<rootDir>/src/client/ui/assignment-editor.tsx',
  '<rootDir>/src/client/ui/create-then-assign-dialog.tsx',
  '<rootDir>/src/client/ui/export-menu.tsx',
  '<rootDir>/src/client/ui/photo-field.tsx',
  '<rootDir>/src/client/ui/setting-row.tsx',
  '<rootDir>/src/client/ui/status-field.tsx',
];

export default defineConfig({
  sourceLocale: 'ru',
  // Origins without line numbers: an edit elsewhere in a file does not rewrite every catalog entry of it.
  format: formatter({ lineNumbers: false }),
  locales: ['ru', 'uz', 'en', 'oz'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/sign-in',
      include: [
        '<rootDir>/src/client/main.tsx',
        '<rootDir>/src/client/router.tsx',
        '<rootDir>/src/client/features/auth',
        '<rootDir>/src/client/lib',
        '<rootDir>/src/client/ui',
        '<rootDir>/src/client/pwa',
        ...SIGN_IN_SHELL,
      ],
      exclude: SIGNED_IN_LIB,
    },
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src/client/features', '<rootDir>/src/client/shell', '<rootDir>/src/client/offline', ...SIGNED_IN_LIB],
      // `exclude` takes globs: a folder stands for everything below it.
      exclude: ['<rootDir>/src/client/features/auth/**', ...SIGN_IN_SHELL],
    },
    // issue 15: the staff console's texts, loaded only by the console (src/client/staff/i18n.ts).
    { path: '<rootDir>/locales/{locale}/staff', include: ['<rootDir>/src/client/staff'] },
  ],
});
