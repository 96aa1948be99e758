import { themeTokens } from '#lib/contrast.ts';
import type { DeploymentConfig } from '#config/deployment-config.ts';

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

/** How long the splash waits for a demo station's stylesheet: a slow one must not keep the shop shut. */
export const STATION_WAIT_MS = 1500;

/**
 * Links the deployment's demo-station stylesheet (validated by the config schema: same-origin or
 * https, never script) and names the station on <body> for the sheet's ribbon. Resolves once the
 * sheet applied or failed, or after STATION_WAIT_MS, so the splash can go with the station's look.
 */
export function linkStationTheme(station: DeploymentConfig['demo_station']): Promise<unknown> | void {
  if (!station) return;
  document.body.dataset.demoStation = station.name;
  return new Promise((done) => {
    setTimeout(done, STATION_WAIT_MS);
    document.head.append(
      Object.assign(document.createElement('link'), {
        rel: 'stylesheet',
        href: station.stylesheet,
        onload: done,
        onerror: done,
      }),
    );
  });
}
