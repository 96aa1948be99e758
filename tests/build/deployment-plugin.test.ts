// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadDeployment } from '../../build/deployment-plugin';

describe('build-time deployment loading', () => {
  it('points a shipped deployment at the mock API when API_ORIGIN is given', () => {
    const config = loadDeployment(process.cwd(), 'market-demo', 'http://127.0.0.1:8787/');
    expect(config.api.agency_host).toBe('http://127.0.0.1:8787/market');
    expect(config.api.main_host).toBe('http://127.0.0.1:8787/market');
  });

  it('leaves hosts alone without API_ORIGIN', () => {
    expect(loadDeployment(process.cwd(), 'reference').api.agency_host).toBe(
      'https://api.fake-supplier.test/reference',
    );
  });

  it('refuses names that could escape deployments/', () => {
    expect(() => loadDeployment(process.cwd(), '../package')).toThrow(/file name/);
    expect(() => loadDeployment(process.cwd(), 'nope')).toThrow(/No deployment config/);
  });
});
