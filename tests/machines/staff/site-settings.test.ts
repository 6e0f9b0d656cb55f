import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AdminSite, PublishSiteRequest } from '../../../io/entities/site-admin';
import { checkDraft, draftOf, siteSettingsMachine } from '../../../machines/staff/site-settings.machine';
import { selectSiteSettingsPhase } from '../../../machines/staff/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { anAdminSite } from './fixtures';

describe('site settings machine, model-based', () => {
  it('reaches every declared transition; a preview always lists a change, and only a valid draft is previewed', () => {
    const provided = siteSettingsMachine.provide({ actors: { loadSites: pending(), publish: pending() } });
    const exploration = exploreEveryTransition(provided, {
      events: [
        done('loadSites', [anAdminSite(), anAdminSite('flirt.localhost')]),
        failed('loadSites', { kind: 'network' }),
        { type: 'settings.reload' },
        { type: 'site.select', domain: 'flirt.localhost' },
        { type: 'site.select', domain: 'elsewhere.test' },
        { type: 'field.change', field: 'message_credits', value: '3' },
        { type: 'field.change', field: 'message_credits', value: 'drie' },
        { type: 'settings.preview' },
        { type: 'settings.edit' },
        { type: 'settings.publish' },
        done('publish', undefined),
        failed('publish', { kind: 'http', status: 409, body: { error: 'conflict' } }),
        failed('publish', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof siteSettingsMachine>) => {
        if (snapshot.matches('previewing')) expect(snapshot.context.changes.length).toBeGreaterThan(0);
        if (snapshot.matches({ editing: 'invalid' })) expect(snapshot.context.invalid.length).toBeGreaterThan(0);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('site settings form', () => {
  it('reads numbers, the country list, the prices per country and the flagged words (one per line) from their text, and names every refused field', () => {
    const draft = { ...draftOf(anAdminSite().form), message_credits: ' 3 ', countries: 'nl; be, de', flagged_words: 'Kik\n  cash app \n\n' };
    expect(checkDraft(draft)).toEqual({ form: { ...anAdminSite().form, message_credits: 3, countries: ['NL', 'BE', 'DE'], flagged_words: ['Kik', 'cash app'] } });
    expect(draftOf({ ...anAdminSite().form, flagged_words: ['Kik', 'cash app'] }).flagged_words).toBe('Kik\ncash app');
    const costs = { ...draft, minimum_message_costs: 'nl eur 0,99\nGB GBP 0.89' };
    expect(checkDraft(costs)).toMatchObject({ form: { minimum_message_costs: { NL: { currency: 'EUR', costs: 0.99 }, GB: { currency: 'GBP', costs: 0.89 } } } });
    expect(draftOf(anAdminSite().form).minimum_message_costs).toBe('NL EUR 0.99\nBE EUR 0.99');
    expect(checkDraft({ ...draft, minimum_message_costs: 'NL euro' })).toEqual({ invalid: ['minimum_message_costs'] });
    expect(checkDraft({ ...draft, message_credits: '-1', support_email: 'geen adres', countries: '' })).toEqual({ invalid: ['countries', 'message_credits', 'support_email'] });
  });

  it('reads the company: trade names and VAT numbers one per line, a KvK or VAT number without separators, and names every bad company field', () => {
    expect(draftOf({ ...anAdminSite().form, company_tradenames: ['Rendezvous', 'Flirtpunt'] }).company_tradenames).toBe('Rendezvous\nFlirtpunt');
    const draft = { ...draftOf(anAdminSite().form), company_tradenames: ' Rendezvous\n\nFlirtpunt ', company_vat_numbers: 'nl 1234.56.789.b01\nBE-0123456789', company_kvk: '1234 5678', company_country: 'be' };
    expect(checkDraft(draft)).toEqual({
      form: { ...anAdminSite().form, company_tradenames: ['Rendezvous', 'Flirtpunt'], company_vat_numbers: ['NL123456789B01', 'BE0123456789'], company_kvk: '12345678', company_country: 'BE' },
    });
    const bad = {
      ...draft, company_name: '  ', company_country: 'XX', company_kvk: '1234', company_vat_numbers: 'NL12', company_tradenames: 'Kik\nKik', company_support_phone: '020 123 4567', company_delete_discount: '120',
    };
    expect(checkDraft(bad)).toEqual({
      invalid: ['company_name', 'company_country', 'company_kvk', 'company_vat_numbers', 'company_tradenames', 'company_support_phone', 'company_delete_discount'],
    });
    // Shaped like a number, but none of the Dutch plan: named alone, as the server would.
    expect(checkDraft({ ...draft, company_support_phone: '+31 20 123' })).toEqual({ invalid: ['company_support_phone'] });
  });

  it('previews the changed price, publishes it based on the configuration read, and reads the sites again', async () => {
    const published: PublishSiteRequest[] = [];
    let sites: AdminSite[] = [anAdminSite()];
    const actor = createActor(siteSettingsMachine.provide({
      actors: {
        loadSites: fromPromise<ReadonlyArray<AdminSite>, void>(async () => sites),
        publish: fromPromise(async ({ input }: { input: PublishSiteRequest }) => {
          published.push(input);
          sites = [{ ...anAdminSite('localhost', '2026-11-26T11:00:00.000Z'), form: input.form }];
        }),
      },
    })).start();
    await flush();
    actor.send({ type: 'settings.preview' });
    expect(actor.getSnapshot().context.note).toBe('unchanged');
    actor.send({ type: 'field.change', field: 'message_credits', value: '3' });
    actor.send({ type: 'settings.preview' });
    expect(actor.getSnapshot().context.changes).toEqual([{ field: 'message_credits', before: '1', after: '3' }]);
    actor.send({ type: 'settings.publish' });
    await flush();
    expect(published).toEqual([{ domain: 'localhost', basedOn: '2026-11-26T10:00:00.000Z', form: { ...anAdminSite().form, message_credits: 3 } }]);
    expect(selectSiteSettingsPhase(actor.getSnapshot())).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ note: 'published', draft: { message_credits: '3' } });
    actor.stop();
  });
});
