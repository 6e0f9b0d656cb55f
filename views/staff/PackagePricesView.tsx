import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { currencies, maxPackagesPerCurrency, type PackagePrice } from '../../io/entities/site-catalogue';
import { packagePricesFeature } from '../../machines/staff/feature';
import { minorUnitsOf, type ListProblem } from '../../machines/staff/package-prices-draft';
import type { PackagePricesNote, packagePricesMachine } from '../../machines/staff/package-prices.machine';
import {
  selectCatalogueInView, selectCatalogueSites, selectCountriesPaying, selectPackageCellProblems, selectPackageChanges, selectPackageListProblem,
  selectPackagePricesNote, selectPackagePricesPhase, selectPackageRows, selectPriceCurrency,
} from '../../machines/staff/package-prices-selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner, VisuallyHidden } from '../shell/ui';
import { money } from '../payments/payment-labels';
import { LoadFailed } from './LoadFailed';
import { packagePricesMessages as messages } from './package-prices-messages';
import { Scroll, Table } from './table';

type PricesActor = ActorRefFrom<typeof packagePricesMachine>;

const Cells = classed('form', css`
  display: grid;
  gap: 0.75rem;
  & input[type='text'] {
    width: 7rem;
    min-height: 44px;
    font: inherit;
  }
  & input[type='radio'] {
    width: 24px;
    height: 24px;
  }
`);

const noteTexts: Record<PackagePricesNote, typeof messages.published> = {
  published: messages.published, stale: messages.stale, failed: messages.publishFailed, unchanged: messages.unchanged,
};

/** The packages as typed, one row each, with what each credit costs and the recommended one. */
const PackageForm = ({ actor, currency }: { actor: PricesActor; currency: string }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const amountOf = (minor: number) => money(intl, minor, currency);
  const rows = useSelector(actor, selectPackageRows);
  const cells = useSelector(actor, selectPackageCellProblems);
  const problem = useSelector(actor, selectPackageListProblem);
  const bad = (row: number, field: 'credits' | 'price') => cells.some((cell) => cell.row === row && cell.field === field);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'prices.preview' });
  };
  const listText = (found: ListProblem): string =>
    found === 'count' ? text(messages.count, { max: maxPackagesPerCurrency }) : text(found === 'duplicate' ? messages.duplicate : messages.popular);
  const problems = [
    ...cells.map((cell) => ({ id: `package-${String(cell.row)}-${cell.field}-error`, text: text(cell.field === 'credits' ? messages.cellCredits : messages.cellPrice, { row: cell.row + 1 }) })),
    ...(problem === null ? [] : [{ id: 'package-list-error', text: listText(problem) }]),
  ];
  return (
    <Cells onSubmit={submit} noValidate>
      {problems.length === 0 ? null : (
        <div role="alert">
          <ErrorText>{text(messages.invalid)}</ErrorText>
          <ul>{problems.map((entry) => <li key={entry.id}><ErrorText id={entry.id}>{entry.text}</ErrorText></li>)}</ul>
        </div>
      )}
      <Scroll>
        <Table>
          <caption>{text(messages.caption, { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{text(messages.credits)}</th>
              <th scope="col">{text(messages.price, { currency })}</th>
              <th scope="col">{text(messages.perCredit)}</th>
              <th scope="col">{text(messages.recommended)}</th>
              <th scope="col"><VisuallyHidden>{text(messages.remove)}</VisuallyHidden></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const amount = minorUnitsOf(row.price);
              const credits = Number(row.credits);
              const described = (field: 'credits' | 'price') =>
                bad(i, field) ? { 'aria-invalid': true, 'aria-describedby': `package-${String(i)}-${field}-error` } : {};
              return (
                <tr key={i}>
                  <td>
                    <input type="text" inputMode="numeric" value={row.credits} aria-label={text(messages.creditsOf, { row: i + 1 })} {...described('credits')}
                      onChange={(event) => actor.send({ type: 'row.change', row: i, field: 'credits', value: event.target.value })} />
                  </td>
                  <td>
                    <input type="text" inputMode="decimal" value={row.price} aria-label={text(messages.priceOf, { row: i + 1, currency })} {...described('price')}
                      onChange={(event) => actor.send({ type: 'row.change', row: i, field: 'price', value: event.target.value })} />
                  </td>
                  <td>{amount !== null && Number.isInteger(credits) && credits > 0 ? amountOf(amount / credits) : '–'}</td>
                  <td>
                    <input type="radio" name="recommended" checked={row.popular} aria-label={text(messages.recommend, { row: i + 1 })}
                      onChange={() => actor.send({ type: 'row.recommend', row: i })} />
                  </td>
                  <td>
                    <SecondaryButton type="button" aria-label={text(messages.removeRow, { row: i + 1 })} disabled={rows.length <= 1}
                      onClick={() => actor.send({ type: 'row.remove', row: i })}>{text(messages.remove)}</SecondaryButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
      <p>
        <SecondaryButton type="button" onClick={() => actor.send({ type: 'row.add' })} disabled={rows.length >= maxPackagesPerCurrency}>{text(messages.add)}</SecondaryButton>{' '}
        <PrimaryButton type="submit">{text(messages.preview)}</PrimaryButton>
      </p>
    </Cells>
  );
};

/** Each package now and after publishing, with the button that publishes. */
const Preview = ({ actor, currency, busy }: { actor: PricesActor; currency: string; busy: boolean }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const amountOf = (minor: number) => money(intl, minor, currency);
  const changes = useSelector(actor, selectPackageChanges);
  const shown = (pkg: PackagePrice | null) =>
    pkg === null ? text(messages.none) : `${amountOf(pkg.amount)}${pkg.popular ? ` · ${text(messages.recommended)}` : ''}`;
  return (
    <section aria-labelledby="packages-preview">
      <h2 id="packages-preview">{text(messages.previewTitle, { currency })}</h2>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{text(messages.credits)}</th>
              <th scope="col">{text(messages.before)}</th>
              <th scope="col">{text(messages.after)}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((line) => (
              <tr key={line.credits}>
                <th scope="row">{intl.formatNumber(line.credits)}</th>
                <td>{shown(line.before)}</td>
                <td>{shown(line.after)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <p>
        <PrimaryButton type="button" onClick={() => actor.send({ type: 'prices.publish' })} disabled={busy} aria-busy={busy}>
          {text(busy ? messages.publishing : messages.publish)}
        </PrimaryButton>{' '}
        <SecondaryButton type="button" onClick={() => actor.send({ type: 'prices.edit' })} disabled={busy}>{text(messages.edit)}</SecondaryButton>
      </p>
    </section>
  );
};

/** /staff/packages: a site admin's credit packages per currency, edited, previewed and published. */
export const PackagePricesView = () => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(packagePricesFeature);
  const phase = useSelector(actor, selectPackagePricesPhase);
  const sites = useSelector(actor, selectCatalogueSites);
  const site = useSelector(actor, selectCatalogueInView);
  const currency = useSelector(actor, selectPriceCurrency);
  const paying = useSelector(actor, selectCountriesPaying);
  const note = useSelector(actor, selectPackagePricesNote);
  const editing = phase === 'editing';
  const body = () => {
    if (phase === 'loading') return <Spinner role="progressbar" aria-label={text(messages.loading)} />;
    if (phase === 'failed') return <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'prices.reload' })} />;
    if (site === null) return <p>{text(messages.noSites)}</p>;
    return editing ? <PackageForm actor={actor} currency={currency} /> : <Preview actor={actor} currency={currency} busy={phase === 'publishing'} />;
  };
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <p>{text(messages.intro)}</p>
        {sites.length > 1 ? (
          <p>
            <label htmlFor="packages-site">{text(messages.site)}</label>{' '}
            <select id="packages-site" value={site?.domain ?? ''} disabled={!editing} onChange={(event) => actor.send({ type: 'site.select', domain: event.target.value })}>
              {sites.map((entry) => <option key={entry.domain} value={entry.domain}>{entry.domain}</option>)}
            </select>
          </p>
        ) : null}
        {site === null ? null : (
          <p>
            <label htmlFor="packages-currency">{text(messages.currency)}</label>{' '}
            <select id="packages-currency" value={currency} disabled={!editing} onChange={(event) => actor.send({ type: 'currency.select', currency: event.target.value })}>
              {currencies.map((code) => <option key={code} value={code}>{code}</option>)}
            </select>{' '}
            {paying.length === 0 ? text(messages.paidInNone) : text(messages.paidIn, { countries: intl.formatList(paying, { type: 'conjunction' }) })}
          </p>
        )}
        <p role="status" aria-live="polite">{note === null ? '' : text(noteTexts[note])}</p>
        {body()}
      </Card>
    </Page>
  );
};
