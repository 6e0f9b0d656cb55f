import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeIdOf } from '../../machines/shared/routes';
import { alertOrder, hiddenOn, visibleAlerts, type AlertFacts, type DismissibleAlert } from '../../machines/alerts/visible-alerts';
import { alertPaths, userArb } from './alerts.fixtures';

const dismissible: ReadonlyArray<DismissibleAlert> = ['addPhoto', 'push', 'notificationsDisabled'];

const factsArb: fc.Arbitrary<AlertFacts> = fc.record({
  user: fc.option(userArb, { nil: null }),
  route: fc.constantFrom(...alertPaths).map(routeIdOf),
  apiSignupComplete: fc.boolean(),
  smartphone: fc.boolean(),
  pushOfferable: fc.boolean(),
  dismissed: fc.record({ addPhoto: fc.boolean(), push: fc.boolean(), notificationsDisabled: fc.boolean() }),
  activationModalClosed: fc.boolean(),
});

describe('visibleAlerts (spec §4 precedence)', () => {
  it('shows nothing to a visitor', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        expect(visibleAlerts({ ...facts, user: null })).toEqual({ alerts: [], activationModal: false });
      }),
    );
  });

  it('never shows the add-photo warning together with the activation reminder, in either form', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { alerts, activationModal } = visibleAlerts(facts);
        if (alerts.includes('activation') || activationModal) expect(alerts).not.toContain('addPhoto');
        expect(alerts.includes('activation') && activationModal).toBe(false);
      }),
    );
  });

  it('never shows a dismissed alert, nor an alert on a route it stays away from', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { alerts } = visibleAlerts(facts);
        for (const alert of dismissible) if (facts.dismissed[alert]) expect(alerts).not.toContain(alert);
        for (const alert of alerts) expect(facts.route !== null && hiddenOn[alert].has(facts.route)).toBe(false);
      }),
    );
  });

  it('lists each alert at most once, in stacking order', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { alerts } = visibleAlerts(facts);
        expect(alerts).toEqual(alertOrder.filter((alert) => alerts.includes(alert)));
      }),
    );
  });

  it('makes the activation reminder a modal only on a smartphone after an API signup, until it is closed', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { alerts, activationModal } = visibleAlerts(facts);
        if (activationModal) expect([facts.smartphone, facts.apiSignupComplete, facts.activationModalClosed]).toEqual([true, true, false]);
        // Whether the reminder is due does not depend on its form.
        const due = (f: AlertFacts) => visibleAlerts(f).activationModal || visibleAlerts(f).alerts.includes('activation');
        expect(due({ ...facts, smartphone: !facts.smartphone })).toBe(activationModal || alerts.includes('activation'));
      }),
    );
  });

  it('warns about a missing photo and disabled notifications exactly when spec §4 says so', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const { alerts, activationModal } = visibleAlerts(facts);
        const allowed = (alert: 'addPhoto' | 'notificationsDisabled') => facts.route === null || !hiddenOn[alert].has(facts.route);
        const activationDue = activationModal || alerts.includes('activation');
        expect(alerts.includes('addPhoto')).toBe(
          facts.user !== null && facts.user.profile.main_image === null && !facts.dismissed.addPhoto && allowed('addPhoto') && !activationDue,
        );
        expect(alerts.includes('notificationsDisabled')).toBe(
          facts.user !== null &&
            facts.user.notifications_disabled.length > 0 &&
            !facts.dismissed.notificationsDisabled &&
            allowed('notificationsDisabled'),
        );
      }),
    );
  });

  it('offers push exactly when it can be offered, is not dismissed and the route allows it', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const allowed = facts.route === null || !hiddenOn.push.has(facts.route);
        const expected = facts.user !== null && facts.pushOfferable && !facts.dismissed.push && allowed;
        expect(visibleAlerts(facts).alerts.includes('push')).toBe(expected);
      }),
    );
  });
});
