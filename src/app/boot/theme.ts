import { themeTokens } from '../../lib/contrast';
import type { DeploymentConfig } from '../../config/deployment-config';

/** Turns the deployment's theme colours into CSS custom properties with AA-safe partners. */
export function applyTheme(
  theme: DeploymentConfig['theme'],
  root: HTMLElement = document.documentElement,
): void {
  for (const [name, value] of Object.entries(themeTokens(theme.primary))) {
    root.style.setProperty(name, value);
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}
