import { TermsScreen } from '../../features/terms/components/terms-screen';

/** The deployment's terms and conditions (public: read before signing up). */
export function TermsRoute() {
  return <TermsScreen />;
}
