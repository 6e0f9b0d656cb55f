import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import { hydrateRoot } from 'react-dom/client';
import { defineMessages, IntlProvider, useIntl } from 'react-intl';
import { defer, distinctUntilChanged, filter, fromEvent, map, merge, mergeMap, of, retry, share, startWith, Subject, switchMap, takeUntil, timer } from 'rxjs';
import { Link, Route, Switch } from 'wouter';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { useSelector } from '@xstate/react';

// The smallest page built with the product's whole stack, each library used the way the product uses it
// (hydration, messages, a machine with an invoked promise, a few stream operators, a decoded input, routes)
// and nothing of ours: the floor below which no page of this stack can go.

const Input = t.type({ name: t.string, age: t.union([t.number, t.null]), tags: t.array(t.literal('a')), extra: t.partial({ on: t.boolean }) });
const machine = setup({ types: { context: {} as { count: number } }, actors: { load: fromPromise(async () => 1) } }).createMachine({
  initial: 'idle',
  context: { count: 0 },
  states: {
    idle: { on: { go: { target: 'loading', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
    loading: { invoke: { src: 'load', onDone: 'idle' } },
  },
});
const actor = createActor(machine).start();
const clicks = new Subject<number>();
merge(fromEvent(document, 'click').pipe(map(() => 0)), clicks)
  .pipe(
    filter((value) => value >= 0),
    startWith(0),
    distinctUntilChanged(),
    switchMap((value) => defer(() => of(value)).pipe(retry({ count: 2, delay: () => timer(10) }))),
    mergeMap((value) => of(value)),
    takeUntil(timer(60_000)),
    share(),
  )
  .subscribe(() => actor.send({ type: 'go' }));

const messages = defineMessages<{ hello: { count: number } }>({ hello: { id: 'hello', defaultMessage: 'Hallo {count}' } });
const Page = () => {
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const intl = useIntl();
  return (
    <p>
      {intl.formatMessage(messages.hello, { count: 1 })} {state} {intl.formatNumber(3)} {intl.formatDate(0)}
    </p>
  );
};

const root = document.getElementById('root');
const decoded = Input.decode(JSON.parse(document.getElementById('input')?.textContent ?? '{}'));
if (root !== null)
  hydrateRoot(
    root,
    <IntlProvider locale="en" messages={{}}>
      <Switch>
        <Route path="/">{isRight(decoded) ? <Page /> : null}</Route>
      </Switch>
      <Link href="/about">About</Link>
    </IntlProvider>,
  );
