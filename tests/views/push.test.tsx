// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Subject } from 'rxjs';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import nl from '../../locales/messages/nl.json';
import { appMachine } from '../../machines/app/app.machine';
import type { PushPort } from '../../machines/shared/platform';
import { AppActorProvider } from '../../views/app-actor';
import { PushOptIn } from '../../views/push/PushOptIn';
import { PushSwitch } from '../../views/push/PushSwitch';
import { aSettings } from '../support/fixtures';
import { fakeCall, testPlatform } from '../support/platform';

afterEach(cleanup);

const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/a', keys: { p256dh: 'BPk', auth: 'au' } };

interface Browser {
  readonly supported?: boolean;
  readonly permission?: string;
  /** What the member answers to the browser's prompt. */
  readonly answer?: string;
  /** The server refuses to save. */
  readonly serverFails?: boolean;
}

/** A view with the app and a platform whose push is a browser in memory; what the server was told is recorded. */
const renderWith = (ui: React.ReactNode, browser: Browser = {}) => {
  const state = { permission: browser.permission ?? 'default', subscription: null as unknown };
  const saved: unknown[] = [];
  const changed$ = new Subject<void>();
  const push: PushPort = {
    read: async () => ({ supported: browser.supported ?? true, permission: state.permission, subscription: state.subscription }),
    requestPermission: async () => (state.permission = browser.answer ?? 'granted'),
    subscribe: async () => (state.subscription = subscription),
    unsubscribe: async () => {
      state.subscription = null;
    },
    changed$,
  };
  const platform = testPlatform({
    push,
    call: fakeCall({
      savePushSubscription: async ({ body }) => {
        if (browser.serverFails === true) throw { kind: 'http', status: 500, body: null };
        saved.push(body?.subscription);
        return { ok: true };
      },
    }),
  });
  // Not started: the views only read the server's key from its settings.
  const app = createActor(appMachine, { input: { settings: aSettings({ push_public_key: 'BKey' }), pushSubscribed: false } });
  render(
    <IntlProvider locale="nl" messages={nl} defaultLocale="nl">
      <AppActorProvider actor={app} platform={platform}>
        {ui}
      </AppActorProvider>
    </IntlProvider>,
  );
  return { saved, state };
};

const pushSwitch = () => screen.findByRole<HTMLInputElement>('switch', { name: 'Pushmeldingen op dit apparaat' });

describe('PushSwitch (settings)', () => {
  it('switches push on and off on this device, telling the server each time', async () => {
    const { saved } = renderWith(<PushSwitch />);
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(saved).toEqual([subscription]);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(saved).toEqual([subscription, false]);
  });

  it('explains how to allow notifications in the browser when they are blocked', async () => {
    renderWith(<PushSwitch />, { permission: 'denied' });
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(true));
    const note = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toContain('Je hebt meldingen van deze site geblokkeerd');
    expect(note?.textContent).toContain('Toestaan');
  });

  it('says so when the browser cannot receive push', async () => {
    renderWith(<PushSwitch />, { supported: false });
    const toggle = await pushSwitch();
    await waitFor(() => expect(document.getElementById(toggle.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Deze browser kan geen pushmeldingen ontvangen'));
    expect(toggle.disabled).toBe(true);
  });

  it('says a failure in an alert the switch points to, and stays off', async () => {
    renderWith(<PushSwitch />, { serverFails: true });
    const toggle = await pushSwitch();
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('konden niet worden aan- of uitgezet');
    expect(toggle.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(false);
  });
});

describe('PushOptIn (the signup step)', () => {
  const renderOptIn = (browser: Browser = {}) => {
    const calls: string[] = [];
    const rendered = renderWith(<PushOptIn onDone={() => calls.push('done')} />, browser);
    return { calls, ...rendered };
  };

  it('is done once the member skips it', async () => {
    const { calls } = renderOptIn();
    await screen.findByRole('heading', { name: 'Mis geen bericht' });
    fireEvent.click(screen.getByRole('button', { name: 'Nu niet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nu niet' }));
    expect(calls).toEqual(['done']);
  });

  it('is done once push is on', async () => {
    const { calls, saved } = renderOptIn();
    const enable = await screen.findByRole<HTMLButtonElement>('button', { name: 'Meldingen aanzetten' });
    await waitFor(() => expect(enable.disabled).toBe(false));
    fireEvent.click(enable);
    await waitFor(() => expect(calls).toEqual(['done']));
    expect(saved).toEqual([subscription]);
  });

  it("is done once the member refuses in the browser's prompt", async () => {
    const { calls, saved } = renderOptIn({ answer: 'denied' });
    const enable = await screen.findByRole<HTMLButtonElement>('button', { name: 'Meldingen aanzetten' });
    await waitFor(() => expect(enable.disabled).toBe(false));
    fireEvent.click(enable);
    await waitFor(() => expect(calls).toEqual(['done']));
    expect(saved).toEqual(['denied']);
  });

  it('is done at once where push is not possible', async () => {
    const { calls } = renderOptIn({ supported: false });
    await waitFor(() => expect(calls).toEqual(['done']));
    await act(async () => undefined);
    expect(calls).toEqual(['done']);
  });
});
