// The screen at `/` depends on the access state (spec 01 §2.1), not on the path.
import { lazy } from 'react';
import { useOptionalSignedIn } from '#client/lib/current-profile.ts';
import { TechModeScreen } from './tech-mode-screen.tsx';

const LoginPage = lazy(() => import('#client/features/auth/routes/login-page.tsx'));
const CompletionPage = lazy(() => import('#client/features/profile/routes/completion-page.tsx'));
const HomePage = lazy(() => import('#client/features/documents/routes/agreement-home-page.tsx'));
const OnboardingPage = lazy(() => import('#client/features/onboarding/routes/onboarding-page.tsx'));
const ContractPage = lazy(() => import('#client/features/documents/routes/contract-page.tsx'));
const FrozenPage = lazy(() => import('#client/features/documents/routes/frozen-page.tsx'));
const SalePointsPage = lazy(() => import('#client/features/sale-points/routes/sale-points-page.tsx'));

export function Home() {
  const signedIn = useOptionalSignedIn();
  if (!signedIn) return <LoginPage />;
  switch (signedIn.access.state) {
    case 'incomplete-profile':
      return <CompletionPage />;
    case 'tech-mode':
      return <TechModeScreen />;
    // spec 01 §2.7 onboarding and moderation; spec 03 §4 the contract and a frozen account.
    case 'no-business':
    case 'on-moderation':
      return <OnboardingPage />;
    case 'on-waiting-sign':
      return <ContractPage />;
    case 'account-frozen':
      return <FrozenPage />;
    // spec 02 §2: the working home is the sale point list.
    case 'active':
    case 'employee':
      return <SalePointsPage />;
    default:
      return <HomePage />;
  }
}
