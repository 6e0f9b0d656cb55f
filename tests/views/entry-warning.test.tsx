// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import { entryWarningMachine } from '../../machines/entry-warning/entry-warning.machine';
import { EntryWarningModal } from '../../views/entry-warning/EntryWarningModal';
import en from '../../locales/messages/en.json';

afterEach(cleanup);

/** The modal for a visitor from NL on the landing page. */
const renderWarning = () => {
  const saved: LocalFlag[] = [];
  const leaves: Array<() => void> = [];
  const actor = createActor(
    entryWarningMachine.provide({
      actors: {
        saveDismissal: fromPromise<boolean, { flag: LocalFlag }>(async ({ input }) => saved.push(input.flag) > 0),
        leaveSite: fromPromise<void, void>(() => new Promise<void>((resolve) => leaves.push(resolve))),
      },
    }),
    {
      input: {
        standalone: false,
        dismissed: false,
        session: 'unknown',
        path: null,
        settings: { enable_site_entry_popup: 'yes', countries: ['NL'], geoip_country: 'NL', geoip_selected_country: null },
        layout: 'default',
      },
    },
  ).start();
  actor.send({ type: 'route.changed', path: '/' });
  actor.send({ type: 'session.changed', user: null });
  render(
    <IntlProvider locale="en" messages={en} defaultLocale="nl">
      <EntryWarningModal actor={actor} />
    </IntlProvider>,
  );
  return { actor, saved, leaves };
};

const dialog = () => screen.getByRole('dialog', { name: 'Please note: this website is for adults only' });

describe('site-entry warning', () => {
  it('is a large modal named by its heading, with only the two choices', () => {
    renderWarning();
    expect(dialog().getAttribute('data-size')).toBe('lg');
    expect(within(dialog()).getAllByRole('button').map((button) => button.textContent)).toEqual(['I am 18+ and continue', 'Leave']);
    expect(dialog().textContent).toContain('18 years or older');
  });

  it('cannot be waved away with Esc or a backdrop click', () => {
    renderWarning();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog(), cancel);
    fireEvent.click(dialog());
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog()).toBeTruthy();
  });

  it('closes and remembers when the visitor confirms being 18+', async () => {
    const { saved } = renderWarning();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'I am 18+ and continue' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(saved).toEqual(['hide-site-entry-warning']);
  });

  it('leaves the site on Leave, holding both buttons meanwhile', () => {
    const { leaves } = renderWarning();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(leaves).toHaveLength(1);
    expect(within(dialog()).getAllByRole('button').map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
  });
});
