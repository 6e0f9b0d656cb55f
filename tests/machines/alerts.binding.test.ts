import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createClock } from '../../adapters/clock';
import { readAllFlags } from '../../app/inputs';
import { leaveSiteOn, writeFlagOn } from '../../app/platform';
import { createAlertsImplementations } from '../../machines/alerts/implementations';
import { alertsMachine } from '../../machines/alerts/alerts.machine';
import { createEntryWarningImplementations } from '../../machines/entry-warning/implementations';
import { entryWarningMachine, type EntryWarningInput } from '../../machines/entry-warning/entry-warning.machine';
import { aUser } from '../support/fixtures';
import { flush } from './support/actors';

const memoryStorage = (entries: Record<string, string> = {}) => {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

// 2026-11-22T09:00:00.750Z: dismissals are stored in whole unix seconds.
const clock = { ...createClock(), now: () => 1_795_338_000_750 };

describe('alert bindings', () => {
  it('reads every local flag, unreadable ones as null', () => {
    const storage = memoryStorage({ 'hide-enrich-alert': '1700000000', 'hide-site-entry-warning': 'yesterday' });
    expect(readAllFlags(storage)).toEqual({
      'hide-enrich-alert': 1_700_000_000,
      'hide-push-notification-alert': null,
      'hide-disabled-notifications-alert': null,
      'hide-time-bonus-modal': null,
      'hide-site-entry-warning': null,
    });
  });

  it('stores an alert dismissal as the unix seconds of the clock, and asks for push through the given function', async () => {
    const storage = memoryStorage();
    let pushRequests = 0;
    const actor = createActor(
      alertsMachine.provide(
        createAlertsImplementations({
          clock,
          writeFlag: writeFlagOn({ storage, document: { cookie: '' }, secure: false }),
          requestPush: async () => {
            pushRequests += 1;
          },
        }),
      ),
      { input: { flags: readAllFlags(storage), smartphone: false } },
    ).start();
    actor.send({ type: 'session.changed', user: aUser() });
    actor.send({ type: 'push.stateChanged', state: 'not_subscribed' });
    actor.send({ type: 'alerts.enablePush' });
    actor.send({ type: 'alerts.dismiss', alert: 'addPhoto' });
    await flush();
    expect(storage.items.get('hide-enrich-alert')).toBe('1795338000');
    expect(pushRequests).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('stores the entry warning confirmation as flag and cookie, and leaves through the given function', async () => {
    const storage = memoryStorage();
    const cookies: string[] = [];
    const document = {
      get cookie() {
        return '';
      },
      set cookie(written: string) {
        cookies.push(written);
      },
    };
    let left = 0;
    const input: EntryWarningInput = {
      standalone: false,
      dismissed: false,
      session: 'unknown',
      path: null,
      settings: { enable_site_entry_popup: 'yes', countries: [], geoip_country: null, geoip_selected_country: null },
      layout: 'default',
    };
    const bound = entryWarningMachine.provide(createEntryWarningImplementations({ clock, writeFlag: writeFlagOn({ storage, document, secure: true }), leaveSite: () => void (left += 1) }));
    const leaving = createActor(bound, { input }).start();
    leaving.send({ type: 'session.changed', user: null });
    leaving.send({ type: 'entryWarning.leave' });
    await flush();
    expect(left).toBe(1);

    const confirming = createActor(bound, { input }).start();
    confirming.send({ type: 'session.changed', user: null });
    confirming.send({ type: 'entryWarning.confirm' });
    await flush();
    expect(readAllFlags(storage)['hide-site-entry-warning']).toBe(1_795_338_000);
    expect(cookies).toEqual(['rdv_hide_site_entry_warning=1795338000; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it('leaves the site for a blank page', () => {
    const assigned: string[] = [];
    leaveSiteOn({ assign: (url: string | URL) => void assigned.push(String(url)) })();
    expect(assigned).toEqual(['about:blank']);
  });
});
