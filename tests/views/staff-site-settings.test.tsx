// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSite, PublishSiteRequest } from '../../io/entities/site-admin';
import type { StaffProfile } from '../../io/entities/staff';
import { anAdminSite } from '../machines/staff/fixtures';
import { renderApp, visitor } from './support/render-app';
import { staffPlatformOf, type StaffAnswers } from './support/staff-calls';

afterEach(cleanup);

const admin: StaffProfile = { id: 4, email: 'admin@rendezvous.test', name: 'Ada', roles: ['site_admin'], sites: null };

/** The admin's two sites in memory; a publication replaces the site's form and moves its configuredAt. */
const sitesServer = () => {
  let sites: AdminSite[] = [anAdminSite('flirt.localhost'), anAdminSite('localhost')];
  const published: PublishSiteRequest[] = [];
  const calls: StaffAnswers = {
    staffMe: () => ({ staff: admin }),
    staffQueues: () => ({ photos: 0, texts: 0, reports: 0, complaints: 0, desk: 0 }),
    adminSites: () => ({ sites }),
    publishSite: (body) => {
      const request = body as PublishSiteRequest;
      published.push(request);
      sites = sites.map((site) => (site.domain === request.domain ? { domain: site.domain, configuredAt: '2026-11-26T12:00:00.000Z', form: request.form } : site));
      return { ok: true };
    },
  };
  return { platform: staffPlatformOf(calls), published };
};

/** Asks for the preview; its region and rows (setting, now, after publishing). */
const reviewChanges = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
  const preview = await screen.findByRole('region', { name: 'What changes when you publish' });
  return { preview, rows: within(preview).getAllByRole('row').slice(1).map((row) => Array.from(row.children).map((cell) => cell.textContent)) };
};

describe('site settings in the console', () => {
  it('names a refused field, previews the changed price for the chosen site, and publishes it', async () => {
    const server = sitesServer();
    renderApp('/staff/sites', { loadUser: visitor, platform: server.platform });
    await screen.findByRole('heading', { name: 'Site settings', level: 1 });
    fireEvent.change(await screen.findByLabelText('Site'), { target: { value: 'localhost' } });
    fireEvent.change(screen.getByLabelText('Customer service email address'), { target: { value: 'no address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the highlighted fields.');
    expect(screen.getByLabelText('Customer service email address').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Customer service email address'), { target: { value: 'support@rendezvous.test' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '3' } });
    const { preview, rows } = await reviewChanges();
    expect(rows).toEqual([['Message', '1', '3']]);
    fireEvent.click(within(preview).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published. The new settings apply now.');
    expect(server.published).toEqual([{ domain: 'localhost', basedOn: '2026-11-26T10:00:00.000Z', form: { ...anAdminSite().form, message_credits: 3 } }]);
  });

  it('edits the company behind the site: names a bad VAT number and phone, previews the change and publishes it with the company', async () => {
    const server = sitesServer();
    renderApp('/staff/sites', { loadUser: visitor, platform: server.platform });
    const company = await screen.findByRole('group', { name: 'Company behind the site' });
    fireEvent.change(within(company).getByLabelText('VAT numbers'), { target: { value: 'NL123456789B01\nNL12' } });
    fireEvent.change(within(company).getByLabelText('Company phone number'), { target: { value: '020 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Check the highlighted fields.');
    expect(within(company).getByLabelText('VAT numbers').getAttribute('aria-invalid')).toBe('true');
    expect(within(company).getByLabelText('Company phone number').getAttribute('aria-invalid')).toBe('true');
    expect(within(company).getByLabelText('Company name').getAttribute('aria-invalid')).toBe('false');
    // Colour contrast needs a layout engine: the e2e suite checks it in Chromium.
    const axe = (await import('axe-core')).default;
    expect((await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } })).violations.map((violation) => violation.id)).toEqual([]);

    fireEvent.change(within(company).getByLabelText('VAT numbers'), { target: { value: 'NL123456789B01\nbe 0123.456.789' } });
    fireEvent.change(within(company).getByLabelText('Company phone number'), { target: { value: '+31 20 765 4321' } });
    const { preview, rows } = await reviewChanges();
    expect(rows).toEqual([
      ['VAT numbers', 'NL123456789B01', 'NL123456789B01, BE0123456789'],
      ['Company phone number', '+31 20 123 4567', '+31 20 765 4321'],
    ]);
    fireEvent.click(within(preview).getByRole('button', { name: 'Publish' }));
    await screen.findByText('Published. The new settings apply now.');
    expect(server.published[0]?.form).toMatchObject({ company_vat_numbers: ['NL123456789B01', 'BE0123456789'], company_support_phone: '+31 20 765 4321' });
  });
});
