import { TermsScreen } from '#features/terms/components/terms-screen.tsx';

/** The deployment's terms and conditions (public: read before signing up). */
export function TermsRoute() {
  return <TermsScreen />;
}
