import { describe, it } from 'vitest';
import { useProduct } from './support/product';
import { newPage, phone } from './support/session';

const product = useProduct();

describe('the site-entry warning fails safe', () => {
  // A bare `de` browser language names no country, and the demo site (English by its domain_language)
  // restricts countries.
  it.each(['/', '/landers/video'])('greets a visitor of unknown country on %s', async (path) => {
    const page = await newPage(product.browser, phone, 'de', { entryWarningConfirmed: false });
    await page.goto(`${product.server.url}${path}`);
    await page.getByRole('dialog', { name: 'Please note: this website is for adults only' }).waitFor();
    await page.context().close();
  });
});
