import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import type { PushPermission } from '../../io/entities/push';
import { isApiSignupComplete } from '../../io/entities/signup-complete';
import { alertsMachine, type AlertsEvent } from '../../machines/alerts/alerts.machine';
import { selectActivationModal, selectBarAlerts } from '../../machines/alerts/selectors';
import { routeIdOf } from '../../machines/shared/routes';
import { dismissalFlag, visibleAlerts, type AlertFacts, type DismissibleAlert } from '../../machines/alerts/visible-alerts';
import { flush } from './support/actors';
import { alertPaths, noFlags, userArb } from './alerts.fixtures';

const dismissible: ReadonlyArray<DismissibleAlert> = ['addPhoto', 'push', 'notificationsDisabled'];

const eventArb: fc.Arbitrary<AlertsEvent> = fc.oneof(
  fc.option(userArb, { nil: null }).map((user): AlertsEvent => ({ type: 'session.changed', user })),
  fc
    .record({ path: fc.constantFrom(...alertPaths), search: fc.constantFrom('', '?api_signup_complete=1', '?api_signup_complete=0', '?t=5') })
    .map((route): AlertsEvent => ({ type: 'route.changed', ...route })),
  fc
    .constantFrom<PushPermission>('unsupported', 'unknown', 'not_subscribed', 'subscribed', 'denied')
    .map((state): AlertsEvent => ({ type: 'push.stateChanged', state })),
  fc.constantFrom(...dismissible).map((alert): AlertsEvent => ({ type: 'alerts.dismiss', alert })),
  fc.constant<AlertsEvent>({ type: 'alerts.closeActivationModal' }),
);

/** The facts as a plain fold of the events: what the machine must agree with. */
const foldFacts = (facts: AlertFacts, event: AlertsEvent): AlertFacts => {
  const shown = visibleAlerts(facts);
  switch (event.type) {
    case 'session.changed':
      return { ...facts, user: event.user };
    case 'route.changed':
      return { ...facts, route: routeIdOf(event.path), apiSignupComplete: isApiSignupComplete(event.search) };
    case 'push.stateChanged':
      return { ...facts, pushOfferable: event.state === 'not_subscribed' };
    case 'alerts.dismiss':
      return shown.alerts.includes(event.alert) ? { ...facts, dismissed: { ...facts.dismissed, [event.alert]: true } } : facts;
    case 'alerts.closeActivationModal':
      return shown.activationModal ? { ...facts, activationModalClosed: true } : facts;
    case 'alerts.enablePush':
      return facts;
  }
};

describe('the alerts machine under any sequence of events', () => {
  it('shows what the folded facts say, keeps dismissed alerts away and stores each dismissal once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(eventArb, { maxLength: 30 }), async (smartphone, events) => {
        const saved: LocalFlag[] = [];
        const actor = createActor(
          alertsMachine.provide({
            actors: {
              saveDismissal: fromPromise<boolean, { flag: LocalFlag }>(async ({ input }) => saved.push(input.flag) > 0),
              requestPush: fromPromise<void, void>(async () => undefined),
            },
          }),
          { input: { flags: noFlags, smartphone } },
        ).start();
        let model: AlertFacts = {
          user: null,
          route: null,
          apiSignupComplete: false,
          smartphone,
          pushOfferable: false,
          dismissed: { addPhoto: false, push: false, notificationsDisabled: false },
          activationModalClosed: false,
        };
        const expectedSaves: LocalFlag[] = [];
        for (const event of events) {
          if (event.type === 'alerts.dismiss' && visibleAlerts(model).alerts.includes(event.alert)) expectedSaves.push(dismissalFlag[event.alert]);
          model = foldFacts(model, event);
          actor.send(event);
          const snapshot = actor.getSnapshot();
          expect({ alerts: selectBarAlerts(snapshot), activationModal: selectActivationModal(snapshot) }).toEqual(visibleAlerts(model));
          for (const alert of dismissible) if (model.dismissed[alert]) expect(selectBarAlerts(snapshot)).not.toContain(alert);
        }
        await flush();
        expect(saved).toEqual(expectedSaves);
        expect(new Set(saved).size).toBe(saved.length);
      }),
    );
  });
});
