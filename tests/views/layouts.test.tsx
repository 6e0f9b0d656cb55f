// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

describe('lander layout (spec §2: simple logo bar, footer, disclaimer)', () => {
  it.each(['/landers/video', '/landers/tinderswipe'])('%s has the logo bar, the footer links and the disclaimer, but no navigation', async (path) => {
    renderApp(path, { loadUser: visitor, settings: { name: 'Flirt' } });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Terms and help' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/pages/terms');
    expect(footer.textContent).toContain('for adults only');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: /Flirt/ }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});
