import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { Settings } from '../../../io/entities/settings';
import { configureSite, publishSiteSettings } from '../../../server/modules/sites/decide';
import { defaultChatHistoryDays, evolve, initialState, type SiteEvent } from '../../../server/modules/sites/events';
import { companyFormOf, formOf } from '../../../server/modules/sites/settings-form';
import { aSettings } from '../../support/fixtures';
import { deciderSpec } from '../support/decider';

const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();

describe('site decider', () => {
  const spec = deciderSpec({ initialState, evolve }, configureSite);
  const settings = aSettings();
  const company = {
    name: 'C', address: 'A', kvk: '1', city: 'X', country: 'NL', tradenames: [], vat_numbers: [], support_phone: '', delete_discount: 0, added: iso,
  };
  const configured = { type: 'SiteConfigured', data: { domain: 'localhost', settings, company, configuredAt: iso } } as const;

  it('records a configuration, and nothing when it is unchanged', () => {
    spec.given([]).when({ type: 'ConfigureSite', data: { settings, company, at } }).then([configured]);
    spec.given([configured]).when({ type: 'ConfigureSite', data: { settings, company, at } }).then([]);
    const renamed = { ...settings, name: 'Other' };
    spec.given([configured]).when({ type: 'ConfigureSite', data: { settings: renamed, company, at } })
      .then([{ ...configured, data: { ...configured.data, settings: renamed } }]);
  });

  it('records a chat history limit that differs from the one in force (absent: the default)', () => {
    const twoYears = { ...configured, data: { ...configured.data, chatHistoryDays: 730 } };
    spec.given([configured]).when({ type: 'ConfigureSite', data: { settings, company, chatHistoryDays: 730, at } }).then([twoYears]);
    spec.given([twoYears]).when({ type: 'ConfigureSite', data: { settings, company, chatHistoryDays: 730, at } }).then([]);
    spec.given([configured]).when({ type: 'ConfigureSite', data: { settings, company, chatHistoryDays: defaultChatHistoryDays, at } }).then([]);
    spec.given([twoYears]).when({ type: 'ConfigureSite', data: { settings, company, at } }).then([configured]);
  });

  it('records the company an admin publishes, keeping when it was added, and nothing when the same form is published again', () => {
    const publish = deciderSpec({ initialState, evolve }, publishSiteSettings);
    const later = new Date('2026-11-23T10:00:00.000Z');
    const form = { ...formOf(settings, 'post', []), ...companyFormOf(company), company_name: 'D B.V.', company_vat_numbers: ['NL123456789B01'], company_delete_discount: 30 };
    const published: SiteEvent = {
      type: 'SiteConfigured',
      data: {
        domain: 'localhost', settings, company: { ...company, name: 'D B.V.', vat_numbers: ['NL123456789B01'], delete_discount: 30 }, configuredAt: later.toISOString(),
        chatHistoryDays: defaultChatHistoryDays, photoModeration: 'post', flaggedWords: [], staffId: 4,
      },
    };
    publish.given([configured]).when({ type: 'PublishSiteSettings', data: { domain: 'localhost', form, basedOn: iso, staffId: 4, at: later } }).then([published]);
    publish.given([configured, published]).when({ type: 'PublishSiteSettings', data: { domain: 'localhost', form, basedOn: later.toISOString(), staffId: 4, at } }).then([]);
  });
});

describe('site decider, stored settings', () => {
  it('sees settings read back with their keys in another order as unchanged', () => {
    const settings = aSettings();
    const decoded = Settings.decode(Object.fromEntries(Object.entries(settings).reverse()));
    if (E.isLeft(decoded)) throw new Error('reordered settings do not decode');
    const reordered = decoded.right;
    expect(Object.keys(reordered)[0]).not.toBe(Object.keys(settings)[0]);
    const spec = deciderSpec({ initialState, evolve }, configureSite);
    const company = {
      name: 'C', address: 'A', kvk: '1', city: 'X', country: 'NL', tradenames: [], vat_numbers: [], support_phone: '', delete_discount: 0, added: iso,
    };
    spec.given([{ type: 'SiteConfigured', data: { domain: 'localhost', settings: reordered, company, configuredAt: iso } }])
      .when({ type: 'ConfigureSite', data: { settings, company, at } })
      .then([]);
  });
});
