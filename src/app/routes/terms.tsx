import { TermsScreen } from '#features/terms/components/terms-screen.tsx';
import { termsStrings } from '#features/terms/strings.ts';

export const strings = [termsStrings];

/** The deployment's terms and conditions (public: read before signing up). */
export function TermsRoute() {
  return <TermsScreen />;
}
