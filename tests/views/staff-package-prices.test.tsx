// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { NEVER } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCatalogue, PublishPackagesRequest } from '../../io/entities/catalogue-admin';
import { currencies, type Catalogue } from '../../io/entities/site-catalogue';
import type { StaffProfile } from '../../io/entities/staff';
import type { StaffEndpointName, StaffResponseOf } from '../../io/staff-contract';
import type { StaffApiCall } from '../../machines/shared/platform';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);

const admin: StaffProfile = { id: 4, email: 'admin@rendezvous.test', name: 'Ada', roles: ['site_admin'], sites: null };
const catalogue: Catalogue = {
  packages: Object.fromEntries(currencies.map((currency) => [currency, [
    { credits: 10, amount: 1499, popular: false },
    { credits: 60, amount: 5999, popular: true },
  ]])) as Catalogue['packages'],
  codes: [],
};

/** The admin's site in memory; a publication replaces the currency's packages and moves its configuredAt. */
const catalogueServer = () => {
  let site: AdminCatalogue = { domain: 'localhost', configuredAt: '2026-11-26T10:00:00.000Z', catalogue, countryCurrencies: { NL: 'EUR', BE: 'EUR', GB: 'GBP' }, codes: [] };
  const published: PublishPackagesRequest[] = [];
  const calls: { [N in StaffEndpointName]?: (body: unknown) => StaffResponseOf<N> } = {
    staffMe: () => ({ staff: admin }),
    staffQueues: () => ({ photos: 0, texts: 0, reports: 0, complaints: 0, desk: 0 }),
    adminCatalogues: () => ({ sites: [site] }),
    publishPackages: (body) => {
      const request = body as PublishPackagesRequest;
      published.push(request);
      site = { ...site, configuredAt: '2026-11-26T12:00:00.000Z', catalogue: { ...site.catalogue, packages: { ...site.catalogue.packages, [request.currency]: request.packages } } };
      return { ok: true };
    },
  };
  const staffCall = (async (name: StaffEndpointName, args: { body?: unknown } = {}) => {
    const answer = calls[name] as ((body: unknown) => unknown) | undefined;
    if (answer === undefined) throw { kind: 'network' };
    return answer(args.body);
  }) as StaffApiCall;
  return { platform: { staffCall, staffSessionEnded$: NEVER }, published };
};

describe('credit packages in the console', () => {
  it('names each bad cell, previews the packages now and after, and publishes the currency\'s list', async () => {
    const server = catalogueServer();
    renderApp('/staff/packages', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Credit packages and prices', level: 1 });
    expect(screen.getByText('Members from NL and BE pay in this currency.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Price of package 1 in EUR'), { target: { value: '12,5x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }));
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Package 1: the price must be an amount above zero, with at most two decimals.',
      'Package 3: credits must be a whole number from 1 to 10,000.',
      'Package 3: the price must be an amount above zero, with at most two decimals.',
    ]);
    expect(screen.getByLabelText('Price of package 1 in EUR').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Price of package 1 in EUR'), { target: { value: '12,50' } });
    fireEvent.change(screen.getByLabelText('Credits of package 3'), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText('Price of package 3 in EUR'), { target: { value: '99' } });
    fireEvent.click(screen.getByLabelText('Recommend package 3'));
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const preview = await screen.findByRole('region', { name: 'What changes when you publish (EUR)' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['10', '€14.99', '€12.50'],
      ['60', '€59.99 · Recommended', '€59.99'],
      ['120', 'none', '€99.00 · Recommended'],
    ]);
    fireEvent.click(within(preview).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published. New payments use these prices.');
    expect(server.published).toEqual([{
      domain: 'localhost', basedOn: '2026-11-26T10:00:00.000Z', currency: 'EUR',
      packages: [{ credits: 10, amount: 1250, popular: false }, { credits: 60, amount: 5999, popular: false }, { credits: 120, amount: 9900, popular: true }],
    }]);
  });
});
