// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aCompany } from '../support/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

const visitor = () => Promise.reject({ kind: 'http', status: 403, body: { error: 'authentication_required' } });

describe('/pages/{page}: the legal and help pages', () => {
  it("show the page's whole text in the reader's language, the company's facts filled in", async () => {
    renderApp('/pages/terms', {
      loadUser: visitor,
      locale: 'en',
      settings: { name: 'Flirtpunt', domain: 'flirt.example' },
      calls: { getCompanyInfo: async () => aCompany({ name: 'Amor Media B.V.', added: '2025-03-04T00:00:00.000Z' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeTruthy();
    expect(await screen.findByText('Version of March 4, 2025')).toBeTruthy();
    expect(screen.getAllByText(/Amor Media B\.V\./).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
    expect(document.querySelector('main')?.textContent).not.toMatch(/[{}]/);
  });

  it('date the terms 1 December 2023 when the company was added before', async () => {
    renderApp('/pages/terms', { loadUser: visitor, locale: 'nl', calls: { getCompanyInfo: async () => aCompany({ added: '2020-01-01T00:00:00.000Z' }) } });
    expect(await screen.findByText(/Versie van 1 december 2023/)).toBeTruthy();
  });

  it('offer to try again when the company cannot be loaded, and then show the text', async () => {
    let fail = true;
    renderApp('/pages/privacy', {
      loadUser: visitor,
      locale: 'nl',
      calls: { getCompanyInfo: async () => (fail ? Promise.reject(new TypeError('offline')) : aCompany()) },
    });
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' });
    fail = false;
    retry.click();
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(3);
  });

  it('answer an unknown page with the 404 screen', async () => {
    renderApp('/pages/nonsense', { loadUser: visitor, locale: 'en' });
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
