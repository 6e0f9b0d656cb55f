// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StartPaymentRequest } from '../../io/entities/payment';
import { aCompany, aUser, someLikes } from '../support/fixtures';
import { offer, payment } from '../machines/payments/fixtures';
import { renderApp } from './support/render-app';

afterEach(cleanup);

const user = aUser();
const member = { loadUser: () => Promise.resolve(user), memberData: { user, chats: [], likes: someLikes(0) } };

describe('/credits', () => {
  it('shows the packages with their prices, the methods and the premium advantages, and leaves for the checkout with the choice', async () => {
    const started: StartPaymentRequest[] = [];
    const checkouts: string[] = [];
    renderApp('/credits', {
      ...member,
      calls: {
        getCredits: async () => offer,
        startPayment: async ({ body }) => {
          if (body !== undefined) started.push(body);
          return { payment_id: 'pay-1', checkout_url: '/test-provider/checkout/t1' };
        },
      },
      platform: { goToCheckout: (url) => checkouts.push(url) > 0 },
    });
    const packages = await screen.findByRole('group', { name: 'Choose a package' });
    expect(within(packages).getAllByRole('radio')).toHaveLength(3);
    expect(within(packages).getByRole('radio', { name: /25 credits/ })).toHaveProperty('checked', true);
    expect(packages.textContent).toContain('Most chosen');
    expect(packages.textContent).toMatch(/€\s?19\.95/);
    expect(screen.getByText('Your first purchase makes you Premium:')).toBeTruthy();
    fireEvent.click(within(packages).getByRole('radio', { name: /60 credits/ }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Payment method' })).getByRole('radio', { name: 'Credit card' }));
    // Without the withdrawal waiver nothing is bought, and the box says why.
    fireEvent.click(screen.getByRole('button', { name: /Pay: €\s?39\.95/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tick this to pay: only then can we give you the credits at once.');
    expect(started).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /I want the credits at once/ }));
    fireEvent.click(screen.getByRole('button', { name: /Pay: €\s?39\.95/ }));
    await screen.findByRole('button', { name: 'One moment…' });
    expect(started).toEqual([{ package_id: 'eur-60', method: 'creditcard', withdrawal_waiver: true, amount: 3995 }]);
    expect(checkouts).toEqual(['/test-provider/checkout/t1']);
  });

  it('says the prices just changed when the server refuses the price shown, and lists the new prices with the package still chosen', async () => {
    const changed = { ...offer, packages: offer.packages.map((pack) => ({ ...pack, amount: pack.amount + 500, discounted_amount: pack.amount + 500 })) };
    let loads = 0;
    renderApp('/credits/eur-60/creditcard', {
      ...member,
      calls: {
        getCredits: async () => (loads++ === 0 ? offer : changed),
        startPayment: async () => Promise.reject({ kind: 'http', status: 409, body: { error: 'price_changed' } }),
      },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /I want the credits at once/ }));
    fireEvent.click(screen.getByRole('button', { name: /Pay: €\s?39\.95/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('The prices have just changed. Check your choice and pay again.');
    expect(await screen.findByRole('button', { name: /Pay: €\s?44\.95/ })).toBeTruthy();
    const packages = screen.getByRole('group', { name: 'Choose a package' });
    expect(within(packages).getByRole('radio', { name: /60 credits/ })).toHaveProperty('checked', true);
    expect(packages.textContent).toMatch(/€\s?24\.95/);
  });

  it("says 'Code niet gevonden' in the member's language next to the code field", async () => {
    renderApp('/credits', {
      ...member,
      calls: {
        getCredits: async () => offer,
        discountCode: async () => Promise.reject({ kind: 'http', status: 404, body: { error: 'discount_not_found' } }),
      },
    });
    fireEvent.change(await screen.findByLabelText('Discount code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Code not found');
    expect(screen.getByLabelText('Discount code').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('/credits/repeat-order', () => {
  it('shows the last order priced now, and pays it with one button once the withdrawal waiver is ticked', async () => {
    const started: StartPaymentRequest[] = [];
    renderApp('/credits/repeat-order', {
      ...member,
      calls: {
        getCredits: async () => ({ ...offer, last_order: { package_id: 'eur-60', method: 'creditcard' } }),
        startPayment: async ({ body }) => {
          if (body !== undefined) started.push(body);
          return { payment_id: 'pay-1', checkout_url: '/test-provider/checkout/t1' };
        },
      },
      platform: { goToCheckout: () => true },
    });
    expect(await screen.findByText(/^60 credits for €\s?39\.95, paid with Credit card: just like your last order\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another package' }).getAttribute('href')).toBe('/credits');
    fireEvent.click(screen.getByRole('button', { name: /Pay: €\s?39\.95/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tick this to pay: only then can we give you the credits at once.');
    expect(started).toEqual([]);
    fireEvent.click(screen.getByRole('checkbox', { name: /I want the credits at once/ }));
    fireEvent.click(screen.getByRole('button', { name: /Pay: €\s?39\.95/ }));
    await screen.findByRole('progressbar');
    expect(started).toEqual([{ package_id: 'eur-60', method: 'creditcard', withdrawal_waiver: true, amount: 3995 }]);
  });

  it('shows the order at the new price when the prices changed meanwhile, and pays that price once asked again', async () => {
    const last = { ...offer, last_order: { package_id: 'eur-60', method: 'creditcard' as const } };
    const changed = { ...last, packages: offer.packages.map((pack) => ({ ...pack, amount: pack.amount + 500, discounted_amount: pack.amount + 500 })) };
    const offers = [last, changed];
    const amounts: Array<number | undefined> = [];
    renderApp('/credits/repeat-order', {
      ...member,
      calls: {
        getCredits: async () => offers.shift() ?? changed,
        startPayment: async ({ body }) => {
          amounts.push(body?.amount);
          if (amounts.length === 1) throw { kind: 'http', status: 409, body: { error: 'price_changed' } };
          return { payment_id: 'pay-1', checkout_url: '/test-provider/checkout/t1' };
        },
      },
      platform: { goToCheckout: () => true },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /I want the credits at once/ }));
    fireEvent.click(screen.getByRole('button', { name: /Pay: €\s?39\.95/ }));
    expect(await screen.findByText(/^60 credits for €\s?44\.95/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The prices have just changed. Check your choice and pay again.');
    expect(amounts).toEqual([3995]);
    fireEvent.click(screen.getByRole('button', { name: /Pay: €\s?44\.95/ }));
    await screen.findByRole('progressbar');
    expect(amounts).toEqual([3995, 4495]);
  });
});

describe('/transactions', () => {
  it("shows a completed payment's credits and receipt, and tells the shell the member's new credits", async () => {
    const richer = { ...user, credits: 25, paid_user: true };
    const reported: number[] = [];
    renderApp('/transactions/pay-1', {
      ...member,
      calls: { getPayment: async () => payment('paid'), getUser: async () => ({ user: richer }) },
      platform: { reportUser: (changed) => reported.push(changed.credits) },
    });
    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.getByText('25 credits have been added to your account.')).toBeTruthy();
    expect(screen.getByText('pay-1')).toBeTruthy();
    await screen.findByText('Paid');
    expect(reported).toEqual([25]);
  });

  it("says 'Betaling mislukt' and offers the same package with another method", async () => {
    renderApp('/transactions/pay-1', { ...member, calls: { getPayment: async () => payment('canceled') } });
    expect((await screen.findByRole('alert')).textContent).toBe('Payment failed');
    expect(screen.getByRole('link', { name: 'Try again with another payment method' }).getAttribute('href')).toBe('/credits/eur-25');
  });

  it('lists the payments, each leading to its page', async () => {
    renderApp('/transactions', { ...member, calls: { getTransactions: async () => ({ transactions: [payment('paid'), { ...payment('failed'), payment_id: 'pay-0' }] }) } });
    const links = await screen.findAllByRole('link', { name: /credits ·/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/transactions/pay-1', '/transactions/pay-0']);
    expect(links[1]?.textContent).toContain('Failed');
  });
});

describe('/directdebit', () => {
  it('names every missing field, then asks for the SMS code and shows a wrong one as invalid', async () => {
    renderApp('/directdebit?package=eur-25', {
      ...member,
      calls: {
        getCredits: async () => offer,
        startDirectDebit: async () => ({ mandate_id: 'm1', phone_hint: '78' }),
        confirmDirectDebit: async () => Promise.reject({ kind: 'http', status: 422, body: { error: 'sms_code_invalid', field: 'sms_code' } }),
      },
    });
    expect(await screen.findByText(/Amount: €\s?19\.95 for 25 credits/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS code' }));
    expect(screen.getByText('Fill in IBAN.')).toBeTruthy();
    expect(screen.getByText('Give your authorisation for the direct debit to continue.')).toBeTruthy();
    const fields: Record<string, string> = {
      "Account holder's name": 'Sanne de Vries', IBAN: 'NL91ABNA0417164300', Street: 'Dam', 'House number': '1', Postcode: '1012 JS',
      'Town or city': 'Amsterdam', 'Mobile number (for the SMS code)': '0612345678',
    };
    for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I authorise/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS code' }));
    expect(await screen.findByText('Tick this to pay: only then can we give you the credits at once.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I want the credits at once/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS code' }));
    expect(await screen.findByText('We sent an SMS code to your number ending in 78.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('SMS code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid code');
  });
});

describe('/directdebit when the site changed its prices', () => {
  it('says so, shows the new amount with the form still filled in, and sends that amount', async () => {
    const offers = [offer, { ...offer, packages: offer.packages.map((pack) => (pack.id === 'eur-25' ? { ...pack, amount: 2495, discounted_amount: 2495 } : pack)) }];
    const amounts: Array<number | undefined> = [];
    renderApp('/directdebit?package=eur-25', {
      ...member,
      calls: {
        getCredits: async () => offers.shift() ?? offer,
        startDirectDebit: async ({ body }) => {
          amounts.push(body?.amount);
          if (amounts.length === 1) throw { kind: 'http', status: 409, body: { error: 'price_changed' } };
          return { mandate_id: 'm1', phone_hint: '78' };
        },
      },
    });
    expect(await screen.findByText(/Amount: €\s?19\.95 for 25 credits/)).toBeTruthy();
    const fields: Record<string, string> = {
      "Account holder's name": 'Sanne de Vries', IBAN: 'NL91ABNA0417164300', Street: 'Dam', 'House number': '1', Postcode: '1012 JS',
      'Town or city': 'Amsterdam', 'Mobile number (for the SMS code)': '0612345678',
    };
    for (const [label, value] of Object.entries(fields)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I authorise/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I want the credits at once/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS code' }));
    expect(await screen.findByText(/Amount: €\s?24\.95 for 25 credits/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The prices have just changed. Check your choice and pay again.');
    expect(screen.getByLabelText<HTMLInputElement>('IBAN').value).toBe('NL91ABNA0417164300');
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS code' }));
    expect(await screen.findByText('We sent an SMS code to your number ending in 78.')).toBeTruthy();
    expect(amounts).toEqual([1995, 2495]);
  });
});

describe('/pricing', () => {
  it('lists the prices of the visitor’s country, then the site’s text on how credits work with its facts filled in', async () => {
    renderApp('/pricing', {
      loadUser: () => Promise.reject({ kind: 'http', status: 403, body: { error: 'authentication_required' } }),
      settings: { refund_days: 21 },
      calls: { getPrices: async () => ({ packages: offer.packages, methods: ['ideal', 'paypal'], refund_days: 21 }), getCompanyInfo: async () => aCompany() },
    });
    const table = await screen.findByRole('table', { name: 'Prices' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Pay with: iDEAL and PayPal')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'One-off payments, no subscription' })).toBeTruthy();
    expect(screen.getByText(/within 21 days of your purchase/i)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[{}]/);
  });
});
