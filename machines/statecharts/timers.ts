/**
 * Spec §9's names for the timers the machines run, by the state that invokes the timer. The visualiser
 * shows them beside the event and the delay; tests/machines/statecharts/catalog.test.ts fails when a
 * state named here no longer exists or no longer runs a timer.
 */
export const specTimerNames: Readonly<Record<string, string>> = {
  'app.loggedIn.retryingLists': 'first refresh',
  'app.loggedIn.awaitingFirstRefresh': 'first refresh',
  'app.loggedIn.waiting': 'refresh: 60000 ms, 300000 ms when push subscribed',
  'progress.throttling': 'progress bar throttle',
  'progress.finishing': 'progress bar hide delay',
  'timeBonus.bonus.counting.waiting': 'time bonus modal delay',
  'likeModal.waiting': 'like modal delay of the route',
  'matchModal.likes.awaitingReload': 'likes reload delay',
};
