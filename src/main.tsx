import { createRoot } from 'react-dom/client';
import { fetchDeploymentConfig } from '#app/boot/load-config.ts';
import { startApp } from '#app/boot/start.tsx';
import { withStrings } from '#lib/i18n.ts';

// Boot order: deployment config -> fake backend (demo builds, when the deployment asks) -> render.
async function main(container: HTMLElement) {
  const root = createRoot(container);
  let config;
  try {
    config = await fetchDeploymentConfig();
  } catch (error) {
    // Only a misconfigured deployment gets here, so its page is no part of the startup bundle.
    await import('#app/boot/config-error.tsx')
      .then(withStrings)
      .then((m) => m.renderConfigError(root, error));
    return;
  }
  // __FAKE_BACKEND__ is a build-time constant, so production builds drop this branch and its chunk.
  if (__FAKE_BACKEND__ && config.fake_backend) {
    const { startFakeBackend } = await import('#mocks/browser.ts');
    await startFakeBackend();
  }
  await startApp(root, config);
}

const container = document.getElementById('root');
if (container) void main(container);
