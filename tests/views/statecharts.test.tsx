// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { startRecording } from '../../app/recorder';
import { connectivityMachine } from '../../machines/connectivity/connectivity.machine';
import { machineCatalog, machineIds } from '../../machines/statecharts/catalog';
import { statechartOf } from '../../machines/statecharts/graph';
import { renderApp, visitor } from './support/render-app';

afterEach(cleanup);
beforeAll(async () => {
  await import('../../views/statecharts/StatechartsScreen');
});

/** The visualiser's ports, as a demo server's page has them (no other tab here). */
const inspection = { openInspection: () => null, saveFile: () => undefined };

describe('/statecharts', () => {
  it('does not exist where the server runs no visualiser', async () => {
    renderApp('/statecharts/app', { loadUser: visitor });
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Machines' })).toBeNull();
  });

  it('lists every machine and draws the one the route names, zooming by button and key', async () => {
    renderApp('/statecharts/progress', { loadUser: visitor, platform: inspection });
    const list = await screen.findByRole('navigation', { name: 'Machines' });
    expect(within(list).getAllByRole('link')).toHaveLength(machineIds.length);
    expect(within(list).getByRole('link', { name: /^progress/ }).getAttribute('aria-current')).toBe('page');
    const chart = await screen.findByRole('group', { name: /Statechart of progress/ }, { timeout: 20_000 });
    expect(chart.querySelectorAll('g[data-state]')).toHaveLength(statechartOf(machineCatalog.progress).states.length);
    expect(screen.getByText('Zoom 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('Zoom 125%')).toBeTruthy();
    fireEvent.keyDown(chart, { key: '-' });
    expect(screen.getByText('Zoom 100%')).toBeTruthy();
  });

  it('replays a recording file: every step against the recorded snapshot, to the last', async () => {
    const recorder = startRecording({ tab: 'tab-r', now: () => 1 });
    const actor = createActor(connectivityMachine, { input: { online: true }, inspect: recorder.inspect }).start();
    actor.send({ type: 'connectivity.offline' });
    renderApp('/statecharts', { loadUser: visitor, platform: inspection });
    const file = new File([JSON.stringify(recorder.recording())], 'session.json', { type: 'application/json' });
    fireEvent.change(await screen.findByLabelText('Replay a recording (JSON file)'), { target: { files: [file] } });
    expect(await screen.findByText('1 actor replayed: all 2 steps reach the recorded state.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(screen.getByText(/connectivity\.offline \(from outside\) → offline/)).toBeTruthy());
    expect(screen.getByText('same as the recording')).toBeTruthy();
  });
});
