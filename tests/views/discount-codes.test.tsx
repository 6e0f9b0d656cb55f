// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCatalogue, CreateCodeRequest, ExpireCodeRequest } from '../../io/entities/catalogue-admin';
import type { StaffProfile } from '../../io/entities/staff';
import { anAdminCatalogue } from '../machines/staff/discount-code-fixtures';
import { renderApp, visitor } from './support/render-app';
import { staffPlatformOf, type StaffAnswers } from './support/staff-calls';

afterEach(cleanup);

const admin: StaffProfile = { id: 4, email: 'admin@rendezvous.test', name: 'Ada', roles: ['site_admin'], sites: null };

/** The admin's site in memory: a new code is added, an ended one gets an end in the past, each moving configuredAt. */
const codesServer = () => {
  let site: AdminCatalogue = anAdminCatalogue();
  const created: CreateCodeRequest[] = [];
  const expired: ExpireCodeRequest[] = [];
  const calls: StaffAnswers = {
    staffMe: () => ({ staff: admin }),
    staffQueues: () => ({ photos: 0, texts: 0, reports: 0, complaints: 0, desk: 0 }),
    adminCatalogues: () => ({ sites: [site] }),
    createCode: (body) => {
      const request = body as CreateCodeRequest;
      created.push(request);
      site = { ...site, configuredAt: '2026-11-26T12:00:00.000Z', codes: [...site.codes, { rule: request.rule, paidPayments: 0, revenue: [] }] };
      return { ok: true };
    },
    expireCode: (body) => {
      const request = body as ExpireCodeRequest;
      expired.push(request);
      const end = (code: AdminCatalogue['codes'][number]) => (code.rule.code === request.code ? { ...code, rule: { ...code.rule, expires: '2020-01-01T00:00:00.000Z' } } : code);
      site = { ...site, configuredAt: '2026-11-26T12:05:00.000Z', codes: site.codes.map(end) };
      return { ok: true };
    },
  };
  return { platform: staffPlatformOf(calls), created, expired };
};

/** axe-core on the page as rendered (colour contrast needs a layout engine: the e2e suite checks it in Chromium). */
const axeViolations = async () => {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
};

const cellsOf = (row: HTMLElement | null) => Array.from(row?.children ?? []).map((cell) => cell.textContent);

describe('discount codes in the console', () => {
  it('lists the codes with their rule, status and use', async () => {
    renderApp('/staff/codes', { loadUser: visitor, platform: codesServer().platform });
    await screen.findByRole('heading', { name: 'Discount codes', level: 1 });
    const table = await screen.findByRole('table', { name: 'Discount codes of localhost' });
    const flirt = within(table).getByRole('rowheader', { name: 'FLIRT10' }).closest('tr');
    // The end (a moment) shows in the browser's time zone: left out here.
    expect(cellsOf(flirt).filter((_, i) => i !== 5)).toEqual(['FLIRT10', '10%', 'Unlimited', 'Netherlands', '€10.00', 'Active', '3', '€40.47', 'End FLIRT10 now']);
    expect(cellsOf(within(table).getByRole('rowheader', { name: 'STAYWITHUS' }).closest('tr'))).toEqual(['STAYWITHUS', '25%', 'Once per member', 'Any country', 'None', 'No end', 'Active', '0', 'None yet', 'End STAYWITHUS now']);
    expect(cellsOf(within(table).getByRole('rowheader', { name: 'OLD5' }).closest('tr')).slice(6)).toEqual(['Ended', '1', '£14.24', '']);
    expect(cellsOf(within(table).getByRole('rowheader', { name: 'PAUSED' }).closest('tr')).slice(6, 7)).toEqual(['Switched off']);
    expect(await axeViolations()).toEqual([]);
  });

  it('names each refused field, says a code the site has exists, previews what members pay, and publishes it', async () => {
    const server = codesServer();
    renderApp('/staff/codes', { loadUser: visitor, platform: server.platform });
    fireEvent.click(await screen.findByRole('button', { name: 'New code' }));
    const form = await screen.findByRole('region', { name: 'New discount code' });
    fireEvent.change(within(form).getByLabelText('Code'), { target: { value: 'flirt10' } });
    fireEvent.click(within(within(form).getByRole('group', { name: 'With the payment methods' })).getByLabelText('PayPal'));
    fireEvent.click(within(form).getByRole('button', { name: 'Review' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Check the highlighted fields.');
    const code = within(form).getByLabelText('Code');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.getAttribute('aria-describedby')).toBe('code-code-hint code-code-error');
    expect(document.getElementById('code-code-error')?.textContent).toBe('This code already exists on this site.');
    const percentage = within(form).getByLabelText('Discount in percent');
    expect(document.getElementById(percentage.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter a whole number from 1 to 90.');
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(code, { target: { value: 'autumn15' } });
    fireEvent.change(percentage, { target: { value: '15' } });
    fireEvent.change(within(form).getByLabelText('For members from'), { target: { value: 'NL' } });
    fireEvent.change(within(form).getByLabelText('Minimum order (whole amounts in the member’s currency)'), { target: { value: '20' } });
    fireEvent.click(within(form).getByLabelText('Unlimited'));
    fireEvent.click(within(form).getByRole('button', { name: 'Review' }));

    const preview = await screen.findByRole('region', { name: 'How the code works' });
    expect(within(preview).getByText(/^With AUTUMN15, members from Netherlands pay 15% less on an order from €20.00, as often as they like, with no end date, with /)).toBeTruthy();
    const prices = within(preview).getByRole('table', { name: 'What members pay in EUR' });
    expect(within(prices).getAllByRole('row').slice(1).map(cellsOf)).toEqual([['10', '€14.99', '€14.99'], ['25', '€29.99', '€25.49']]);
    fireEvent.click(within(preview).getByRole('button', { name: 'Publish' }));

    await screen.findByText('The code has been published and works now.');
    expect(server.created).toEqual([{
      domain: 'localhost', basedOn: '2026-11-26T09:00:00.000Z',
      rule: {
        code: 'AUTUMN15', percentage: 15, validity: 'unlimited', country: 'NL', minimumOrderValue: 20, expires: null, active: true,
        paymentMethods: ['directdebit', 'transfer', 'creditcard', 'ideal', 'bancontact', 'applepay', 'blik', 'giropay', 'eps', 'sofort'],
      },
    }]);
    expect(await screen.findByRole('rowheader', { name: 'AUTUMN15' })).toBeTruthy();
  });

  it('ends an active code after the confirmation', async () => {
    const server = codesServer();
    renderApp('/staff/codes', { loadUser: visitor, platform: server.platform });
    fireEvent.click(await screen.findByRole('button', { name: 'End FLIRT10 now' }));
    const dialog = await screen.findByRole('dialog', { name: 'End FLIRT10 now?' });
    expect(within(dialog).getByText(/can no longer use the code/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'End now' }));
    await screen.findByText('The code has ended: members can no longer use it.');
    expect(server.expired).toEqual([{ domain: 'localhost', basedOn: '2026-11-26T09:00:00.000Z', code: 'FLIRT10' }]);
    const row = (await screen.findByRole('rowheader', { name: 'FLIRT10' })).closest('tr');
    expect(cellsOf(row).slice(6)).toEqual(['Ended', '3', '€40.47', '']);
  });
});
