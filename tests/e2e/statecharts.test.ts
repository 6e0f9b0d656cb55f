import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Recording } from '../../io/recording';
import { machineIds } from '../../machines/statecharts/catalog';
import { machineCatalog } from '../../machines/statecharts/catalog';
import { statechartOf } from '../../machines/statecharts/graph';
import { useProduct } from './support/product';
import { desktop, expectNoAxeViolations, interfaceText, logIn, newPage, phone, settled } from './support/session';

const product = useProduct();
const text = interfaceText('en');

describe('the statechart visualiser', () => {
  it('lists every machine and draws each one from its definition, without an error', async () => {
    const page = await newPage(product.browser, desktop);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${product.server.url}/statecharts`);
    const list = page.getByRole('navigation', { name: text('statecharts.machines') });
    await list.waitFor();
    expect(await list.getByRole('link').count()).toBe(machineIds.length);
    await settled(page);
    await expectNoAxeViolations(page);
    for (const id of machineIds) {
      await list.getByRole('link', { name: new RegExp(`^${id}\\b`) }).click();
      const chart = page.locator(`[data-chart="${id}"]`);
      await chart.locator('svg').waitFor();
      // Every state of the definition is a box of the drawing, and the page names no failure.
      expect(await chart.locator('g[data-state]').count(), id).toBe(statechartOf(machineCatalog[id]).states.length);
      expect(await page.getByRole('alert').count(), id).toBe(0);
    }
    await page.goto(`${product.server.url}/statecharts/app`);
    await page.locator('[data-chart="app"] svg').waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('highlights the live state of the app in another tab, and its events as they happen', async () => {
    const visualiser = await newPage(product.browser, desktop);
    await visualiser.goto(`${product.server.url}/statecharts/app`);
    await visualiser.locator('[data-chart="app"] svg').waitFor();
    // The same browser profile: a second tab, where a member logs in.
    const app = await visualiser.context().newPage();
    await logIn(app, product.server.url);
    const live = visualiser.locator('[data-live-actor]', { hasText: '/members' });
    await live.first().waitFor();
    await expect.poll(async () => visualiser.locator('[data-live-actor]').allTextContents()).toContainEqual(expect.stringMatching(/loggedIn\./));
    await expect.poll(async () => visualiser.locator('g[data-active="true"]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-state')))).toContain('app.loggedIn');
    await expect.poll(async () => visualiser.getByRole('log').innerText()).toContain('session.login');
    await settled(visualiser);
    await expectNoAxeViolations(visualiser);
    await visualiser.context().close();
  });

  it('records a login → members → like modal session in one tab and replays it to the same final snapshots', async () => {
    const visualiser = await newPage(product.browser, desktop);
    await visualiser.goto(`${product.server.url}/statecharts/likeModal`);
    await visualiser.locator('[data-chart="likeModal"] svg').waitFor();
    const app = await visualiser.context().newPage();
    await logIn(app, product.server.url);
    const href = await app.locator('main a[href^="/members/"]').first().getAttribute('href');
    const memberId = /^\/members\/(\d+)/.exec(href ?? '')?.[1];
    expect(memberId).toBeDefined();
    // In-app navigation to a member with the like modal's delay (spec §2), as a link inside the app does it.
    await app.evaluate((path) => window.history.pushState(null, '', path), `/members/${memberId}?t=1`);
    await app.getByRole('dialog', { name: text('likeModal.title') }).waitFor();

    const tab = visualiser.locator('li', { has: visualiser.locator('code', { hasText: `/members/${memberId}` }) });
    const downloading = visualiser.waitForEvent('download');
    await tab.getByRole('button', { name: text('statecharts.session.download') }).click();
    const download = await downloading;
    const file = await download.path();
    const recording = JSON.parse(readFileSync(file, 'utf8')) as Recording;
    const recordedActor = (machine: string) => recording.actors.find((actor) => actor.machine === machine);
    const finalOf = (actor: string | undefined) => recording.steps.filter((step) => step.actor === actor).at(-1)?.snapshot;
    expect(finalOf(recordedActor('likeModal')?.actor)?.value).toBe('open');
    expect(Object.keys(finalOf(recordedActor('app')?.actor)?.value ?? {})).toEqual(['loggedIn']);
    expect(JSON.stringify(recording)).not.toContain('rendezvous-demo');

    await visualiser.getByLabel(text('statecharts.session.load')).setInputFiles(file);
    await visualiser.locator('[data-replay-summary="all"]').waitFor();
    for (const machine of ['app', 'likeModal']) {
      const actor = recordedActor(machine)?.actor ?? '';
      await visualiser.getByLabel(text('statecharts.session.actor'), { exact: true }).selectOption(actor);
      await visualiser.locator(`[data-chart="${machine}"] svg`).waitFor();
      await visualiser.locator('[data-replay-last]').click();
      await visualiser.locator('[data-replay-step="matches"]').waitFor();
      const final = finalOf(actor);
      const finalLeaf = typeof final?.value === 'string' ? `${machine}.${final.value}` : `${machine}.loggedIn`;
      await expect.poll(async () => visualiser.locator('g[data-active="true"]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-state')))).toContain(finalLeaf);
    }
    await settled(visualiser);
    await expectNoAxeViolations(visualiser);
    await visualiser.context().close();
  });

  it('walks a sandbox copy of a machine by the events its state accepts', async () => {
    const page = await newPage(product.browser, desktop);
    await page.goto(`${product.server.url}/statecharts/connectivity`);
    await page.locator('[data-chart="connectivity"] svg').waitFor();
    await page.getByLabel(text('statecharts.walk.input')).fill('{"online": true}');
    await page.getByRole('button', { name: text('statecharts.walk.start') }).click();
    const accepted = page.getByRole('list', { name: text('statecharts.walk.accepted') });
    await accepted.getByRole('button', { name: 'connectivity.offline' }).click();
    await page.getByRole('button', { name: text('statecharts.walk.send') }).click();
    await page.locator('[data-sandbox-state="offline"]').waitFor();
    await expect.poll(async () => page.locator('g[data-active="true"]').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-state')))).toContain('connectivity.offline');
    await page.getByLabel(text('statecharts.walk.event')).fill('not json');
    await page.getByRole('button', { name: text('statecharts.walk.send') }).click();
    await page.getByRole('alert').filter({ hasText: text('statecharts.walk.eventInvalid') }).waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it('works on a phone: the list, a drawing that scrolls inside its frame, no sideways page scroll', async () => {
    const page = await newPage(product.browser, phone, 'en-GB', { touch: true });
    await page.goto(`${product.server.url}/statecharts/chat`);
    await page.locator('[data-chart="chat"] svg').waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await page.getByRole('button', { name: text('statecharts.zoomFit') }).click();
    await expect.poll(async () => page.locator('[data-chart="chat"] svg').evaluate((svg) => svg.getBoundingClientRect().width)).toBeLessThanOrEqual(phone.width);
    await page.context().close();
  });
});
