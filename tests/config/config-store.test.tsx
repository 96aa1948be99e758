import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import reference from '../../deployments/reference.json' with { type: 'json' };
import {
  getDeploymentConfig,
  parseDeploymentConfig,
  setDeploymentConfig,
  useDeploymentConfig,
} from '../../src/config/deployment-config';

// The server's overrides (shopfront_config) arrive after the first page: what a component shows of
// the config changes with them at once, not from the next render on.

function ShopTitle() {
  return <h1>{useDeploymentConfig().title}</h1>;
}

describe('the config store', () => {
  it('re-renders a component when the config changes', () => {
    setDeploymentConfig(parseDeploymentConfig(reference));
    render(<ShopTitle />);
    expect(screen.getByRole('heading', { name: 'Zero Waste Pantry' })).toBeVisible();
    act(() => setDeploymentConfig(parseDeploymentConfig({ ...reference, title: 'Pantry Woodstock' })));
    expect(screen.getByRole('heading', { name: 'Pantry Woodstock' })).toBeVisible();
    expect(getDeploymentConfig().title).toBe('Pantry Woodstock');
    act(() => setDeploymentConfig(parseDeploymentConfig(reference)));
  });
});
