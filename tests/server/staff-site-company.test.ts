import { describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { AdminSites, type AdminSite } from '../../io/entities/site-admin';
import { AuditLog } from '../../io/entities/staff';
import { company, rendezvous } from '../../server/demo/sites';
import { runSiteCommand } from '../../server/modules/sites/commands';
import type { FastifyInstance } from 'fastify';
import { bodyOf } from './support/body';
import { useTestApp } from './support/app';
import { drivers } from './support/database';
import { logInDemoStaff } from './support/staff';

const send = (app: FastifyInstance, method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { host: 'localhost', cookie }, ...(payload === undefined ? {} : { payload }) });

const demoSite = async (app: FastifyInstance, staff: string): Promise<AdminSite> => {
  const site = bodyOf(AdminSites, await send(app, 'GET', '/api/staff/sites', staff)).sites.find((entry) => entry.domain === 'localhost');
  if (site === undefined) throw new Error('the admin works on the demo site');
  return site;
};

const publish = (app: FastifyInstance, staff: string, site: AdminSite, changes: Partial<AdminSite['form']>) =>
  send(app, 'POST', '/api/staff/sites/publish', staff, { domain: site.domain, basedOn: site.configuredAt, form: { ...site.form, ...changes } });

const companyInfo = async (app: FastifyInstance) =>
  bodyOf(contract.getCompanyInfo.response, await app.inject({ method: 'GET', url: '/api/companyinfo.php', headers: { host: 'localhost' } }));

describe.each(drivers)('the company behind a site, from the staff console on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });

  it('publishes the company that /api/companyinfo.php then serves, keeping when it was added; audits it and refuses a stale preview', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const site = await demoSite(t.app, staff);
    expect(site.form).toMatchObject({ company_name: company.name, company_vat_numbers: company.vat_numbers, company_delete_discount: company.delete_discount });
    t.clock.advance(1000);
    const changes = {
      company_name: 'Rendezvous Holding B.V.', company_address: 'Keizersgracht 1', company_city: 'Utrecht', company_country: 'NL', company_kvk: '87654321',
      company_vat_numbers: ['NL987654321B01', 'BE0123456789'], company_tradenames: ['Rendezvous'], company_support_phone: '+31 30 765 4321', company_delete_discount: 40,
    };
    expect((await publish(t.app, staff, site, changes)).statusCode).toBe(200);
    expect(await companyInfo(t.app)).toEqual({
      name: 'Rendezvous Holding B.V.', address: 'Keizersgracht 1', city: 'Utrecht', country: 'NL', kvk: '87654321', vat_numbers: ['NL987654321B01', 'BE0123456789'],
      tradenames: ['Rendezvous'], support_phone: '+31 30 765 4321', delete_discount: 40, added: company.added,
    });
    const audit = bodyOf(AuditLog, await send(t.app, 'GET', '/api/staff/audit?action=SiteConfigured', staff));
    expect(audit.entries[0]).toMatchObject({ action: 'SiteConfigured', staffName: 'Demo Staff' });
    // Published from the configuration before this one: nothing is overwritten.
    expect((await publish(t.app, staff, site, { company_name: 'Iemand Anders B.V.' })).statusCode).toBe(409);
    expect((await companyInfo(t.app)).name).toBe('Rendezvous Holding B.V.');
  });

  it('refuses a bad VAT number, phone number, country, KvK number or discount with a 400 naming the field', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    const site = await demoSite(t.app, staff);
    const before = await companyInfo(t.app);
    const refused = async (changes: Partial<AdminSite['form']>) => (await publish(t.app, staff, site, changes)).json<{ error: string; field: string }>();
    expect(await refused({ company_vat_numbers: ['NL123456789B01', 'NL12'] })).toEqual({ error: 'invalid_input', field: 'form.company_vat_numbers.1' });
    expect(await refused({ company_support_phone: '020 123 4567' })).toEqual({ error: 'invalid_input', field: 'form.company_support_phone' });
    // Shaped like a number, but none of the Dutch plan (libphonenumber-js).
    expect(await refused({ company_support_phone: '+31 20 123' })).toEqual({ error: 'invalid_input', field: 'form.company_support_phone' });
    expect(await refused({ company_country: 'XX' })).toEqual({ error: 'invalid_input', field: 'form.company_country' });
    expect(await refused({ company_kvk: '1234' })).toEqual({ error: 'invalid_input', field: 'form.company_kvk' });
    expect(await refused({ company_delete_discount: 101 })).toEqual({ error: 'invalid_input', field: 'form.company_delete_discount' });
    expect(await refused({ company_name: ' ' })).toEqual({ error: 'invalid_input', field: 'form.company_name' });
    expect(await companyInfo(t.app)).toEqual(before);
  });

  it('still shows a site whose configured company would not pass the form, so its admin can correct it', async () => {
    const staff = await logInDemoStaff(t.app, t.clock);
    t.clock.advance(1000);
    await t.db.transaction((tx) => runSiteCommand(tx, { type: 'ConfigureSite', data: { settings: rendezvous, company: { ...company, support_phone: '', kvk: 'KvK 1234' }, at: t.clock.now() } }));
    const site = await demoSite(t.app, staff);
    expect(site.form).toMatchObject({ company_support_phone: '', company_kvk: 'KvK 1234' });
    expect((await publish(t.app, staff, site, { company_support_phone: '+31 20 123 4567', company_kvk: '12345678' })).statusCode).toBe(200);
    expect(await companyInfo(t.app)).toMatchObject({ support_phone: '+31 20 123 4567', kvk: '12345678' });
  });
});
