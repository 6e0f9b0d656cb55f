import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { AdminCatalogue, AdminCode } from '../../io/entities/catalogue-admin';
import type { DiscountRule } from '../../io/entities/site-catalogue';
import { allMethods, codeStatus, pricesWithCode, type CodeDraftField, type discountCodesMachine } from '../../machines/staff/discount-codes.machine';
import { discountCodesFeature } from '../../machines/staff/feature';
import {
  selectCodeDraft, selectCodeDraftInvalid, selectCodeEnding, selectCodePreview, selectCodeSite, selectCodeSites, selectCodesReadAt, selectDiscountCodesNote,
  selectDiscountCodesPhase,
} from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { methodLabel, money } from '../payments/payment-labels';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { codeFieldErrors, codeFieldLabels, codeNotes, codeStatusNames, discountCodesMessages as messages } from './discount-codes-messages';
import { StaffForm } from './form';
import { LoadFailed } from './LoadFailed';
import { siteSettingsMessages } from './site-settings-messages';
import { SiteChooser } from './SiteChooser';
import { Scroll, Table } from './table';

type CodesActor = ActorRefFrom<typeof discountCodesMachine>;

const regionName = (intl: IntlShape, country: string): string => intl.formatDisplayName(country, { type: 'region' }) ?? country;

/** A code's minimum order: whole units of its country's currency, or of whichever currency the member pays in. */
const minimumOf = (intl: IntlShape, rule: DiscountRule, site: AdminCatalogue): string | null => {
  if (rule.minimumOrderValue === 0) return null;
  if (rule.country === null) return intl.formatMessage(messages.minimumAny, { amount: intl.formatNumber(rule.minimumOrderValue) });
  return money(intl, rule.minimumOrderValue * 100, site.countryCurrencies[rule.country] ?? 'EUR');
};

const percentOf = (intl: IntlShape, rule: DiscountRule): string => intl.formatNumber(rule.percentage / 100, { style: 'percent' });

const CodeRow = ({ actor, entry, site, readAt, canEnd }: { actor: CodesActor; entry: AdminCode; site: AdminCatalogue; readAt: string; canEnd: boolean }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const { rule } = entry;
  const status = codeStatus(rule, readAt);
  return (
    <tr>
      <th scope="row">{rule.code}</th>
      <td>{percentOf(intl, rule)}</td>
      <td>{text(rule.validity === 'once' ? messages.once : messages.unlimited)}</td>
      <td>{rule.country === null ? text(messages.anyCountry) : regionName(intl, rule.country)}</td>
      <td>{minimumOf(intl, rule, site) ?? text(messages.noMinimum)}</td>
      <td>{rule.expires === null ? text(messages.noEnd) : text(messages.endsAt, { at: new Date(rule.expires) })}</td>
      <td>{text(codeStatusNames[status])}</td>
      <td>{intl.formatNumber(entry.paidPayments)}</td>
      <td>
        {entry.revenue.length === 0
          ? text(messages.noRevenue)
          : intl.formatList(entry.revenue.map((revenue) => money(intl, revenue.amount, revenue.currency)), { type: 'unit' })}
      </td>
      <td>
        {canEnd && status === 'active' ? (
          <SecondaryButton type="button" onClick={() => actor.send({ type: 'code.end', code: rule.code })}>{text(messages.end, { code: rule.code })}</SecondaryButton>
        ) : null}
      </td>
    </tr>
  );
};

/** The site's codes, each with its rule, its status when read, and the paid payments and revenue it brought. */
const CodeTable = ({ actor, site, canEnd }: { actor: CodesActor; site: AdminCatalogue; canEnd: boolean }) => {
  const text = useIntl().formatMessage;
  const readAt = useSelector(actor, selectCodesReadAt);
  if (site.codes.length === 0) return <p>{text(messages.none)}</p>;
  const columns = [messages.percentage, messages.validity, messages.country, messages.minimum, messages.expires, messages.status, messages.payments, messages.revenue, messages.action];
  return (
    <Scroll>
      <Table>
        <caption>{text(messages.caption, { domain: site.domain })}</caption>
        <thead>
          <tr>
            <th scope="col">{text(codeFieldLabels.code)}</th>
            {columns.map((label) => <th key={label.id} scope="col">{text(label)}</th>)}
          </tr>
        </thead>
        <tbody>
          {site.codes.map((entry) => <CodeRow key={entry.rule.code} actor={actor} entry={entry} site={site} readAt={readAt} canEnd={canEnd} />)}
        </tbody>
      </Table>
    </Scroll>
  );
};

/** The attributes that tie a field to its hint and, when refused, to its error line. */
const describedBy = (field: CodeDraftField, invalid: ReadonlyArray<CodeDraftField>, hint?: string) => {
  const refused = invalid.includes(field);
  const ids = [hint, refused ? `code-${field}-error` : undefined].filter((id) => id !== undefined);
  return { 'aria-invalid': refused, 'aria-describedby': ids.length === 0 ? undefined : ids.join(' ') };
};

/** The new code's form: each refused field says what it needs. */
const CodeForm = ({ actor, site }: { actor: CodesActor; site: AdminCatalogue }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const draft = useSelector(actor, selectCodeDraft);
  const invalid = useSelector(actor, selectCodeDraftInvalid);
  const note = useSelector(actor, selectDiscountCodesNote);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'codes.preview' });
  };
  const change = (field: Exclude<CodeDraftField, 'paymentMethods'>) => (event: { target: { value: string } }) => actor.send({ type: 'draft.field', field, value: event.target.value });
  const fieldError = (field: CodeDraftField) =>
    invalid.includes(field) ? <ErrorText id={`code-${field}-error`}>{text(field === 'code' && note === 'exists' ? codeFieldErrors.exists : codeFieldErrors[field])}</ErrorText> : null;
  const countries = Object.keys(site.countryCurrencies).map((country) => ({ country, name: regionName(intl, country) })).sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  return (
    <section aria-labelledby="code-form-title">
      <h2 id="code-form-title">{text(messages.formTitle)}</h2>
      <StaffForm onSubmit={submit} noValidate>
        {invalid.length > 0 ? <ErrorText role="alert">{text(messages.invalid)}</ErrorText> : null}
        <div>
          <label>
            {text(codeFieldLabels.code)}
            <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={24} value={draft.code} onChange={change('code')} {...describedBy('code', invalid, 'code-code-hint')} />
          </label>
          <small id="code-code-hint">{text(messages.codeHint)}</small>
          {fieldError('code')}
        </div>
        {(['percentage', 'minimumOrderValue'] as const).map((field) => (
          <div key={field}>
            <label>
              {text(codeFieldLabels[field])}
              <input type="text" inputMode="numeric" autoComplete="off" value={draft[field]} onChange={change(field)} {...describedBy(field, invalid)} />
            </label>
            {fieldError(field)}
          </div>
        ))}
        <fieldset {...describedBy('validity', invalid)}>
          <legend>{text(codeFieldLabels.validity)}</legend>
          {(['once', 'unlimited'] as const).map((validity) => (
            <label key={validity} className="check">
              <input type="radio" name="code-validity" value={validity} checked={draft.validity === validity} onChange={change('validity')} />
              {text(messages[validity])}
            </label>
          ))}
          {fieldError('validity')}
        </fieldset>
        <div>
          <label>
            {text(codeFieldLabels.country)}
            <select value={draft.country} onChange={change('country')} {...describedBy('country', invalid)}>
              <option value="">{text(messages.anyCountry)}</option>
              {countries.map((entry) => <option key={entry.country} value={entry.country}>{entry.name}</option>)}
            </select>
          </label>
          {fieldError('country')}
        </div>
        <div>
          <label>
            {text(codeFieldLabels.expires)}
            <input type="date" value={draft.expires} onChange={change('expires')} {...describedBy('expires', invalid)} />
          </label>
          {fieldError('expires')}
        </div>
        <fieldset {...describedBy('paymentMethods', invalid)}>
          <legend>{text(codeFieldLabels.paymentMethods)}</legend>
          {allMethods.map((method) => (
            <label key={method} className="check">
              <input type="checkbox" checked={draft.paymentMethods.includes(method)} onChange={(event) => actor.send({ type: 'draft.method', method, on: event.target.checked })} />
              {methodLabel(intl, method)}
            </label>
          ))}
          {fieldError('paymentMethods')}
        </fieldset>
        <p>
          <PrimaryButton type="submit">{text(messages.preview)}</PrimaryButton>{' '}
          <SecondaryButton type="button" onClick={() => actor.send({ type: 'codes.cancel' })}>{text(messages.cancel)}</SecondaryButton>
        </p>
      </StaffForm>
    </section>
  );
};

/** What the code will do, in a sentence and in the prices members pay with it, with the button that publishes it. */
const Preview = ({ actor, site, busy }: { actor: CodesActor; site: AdminCatalogue; busy: boolean }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const rule = useSelector(actor, selectCodePreview);
  if (rule === null) return null;
  const methods = rule.paymentMethods.length === allMethods.length ? 'all' : intl.formatList(rule.paymentMethods.map((method) => methodLabel(intl, method)), { type: 'conjunction' });
  const summary = text(messages.summary, {
    code: rule.code,
    country: rule.country === null ? 'any' : regionName(intl, rule.country),
    percentage: percentOf(intl, rule),
    minimum: minimumOf(intl, rule, site) ?? 'none',
    validity: rule.validity,
    expires: rule.expires === null ? 'none' : text(messages.endsAt, { at: new Date(rule.expires) }),
    methods,
  });
  return (
    <section aria-labelledby="code-preview-title">
      <h2 id="code-preview-title">{text(messages.previewTitle)}</h2>
      <p>{summary}</p>
      {pricesWithCode(site, rule).map(({ currency, packages }) => (
        <Scroll key={currency}>
          <Table>
            <caption>{text(messages.pricesIn, { currency })}</caption>
            <thead>
              <tr>
                <th scope="col">{text(messages.credits)}</th>
                <th scope="col">{text(messages.price)}</th>
                <th scope="col">{text(messages.withCode, { code: rule.code })}</th>
              </tr>
            </thead>
            <tbody>
              {packages.map((pkg) => (
                <tr key={pkg.credits}>
                  <th scope="row">{intl.formatNumber(pkg.credits)}</th>
                  <td>{money(intl, pkg.amount, currency)}</td>
                  <td>{money(intl, pkg.withCode, currency)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      ))}
      <p>
        <PrimaryButton type="button" onClick={() => actor.send({ type: 'codes.publish' })} disabled={busy} aria-busy={busy}>
          {text(busy ? messages.publishing : messages.publish)}
        </PrimaryButton>{' '}
        <SecondaryButton type="button" onClick={() => actor.send({ type: 'codes.edit' })} disabled={busy}>{text(messages.edit)}</SecondaryButton>
      </p>
    </section>
  );
};

/** The confirmation before a code ends now: what it means, and a failure to end it said inside. */
const EndDialog = ({ actor, busy }: { actor: CodesActor; busy: boolean }) => {
  const text = useIntl().formatMessage;
  const ending = useSelector(actor, selectCodeEnding);
  const note = useSelector(actor, selectDiscountCodesNote);
  return (
    <ConfirmDialog
      open={ending !== null} title={text(messages.endTitle, { code: ending ?? '' })} busy={busy}
      confirmLabel={text(busy ? messages.ending : messages.endConfirm)} cancelLabel={text(messages.keep)}
      onConfirm={() => actor.send({ type: 'end.confirm' })} onCancel={() => actor.send({ type: 'end.cancel' })}
      failure={note === 'endFailed' ? text(codeNotes.endFailed) : undefined}
    >
      <p>{text(messages.endIntro)}</p>
    </ConfirmDialog>
  );
};

/** /staff/codes: a site admin's discount codes per site with their use; a new one previewed and published, an active one ended now. */
export const DiscountCodesView = () => {
  const text = useIntl().formatMessage;
  const actor = useFeatureActor(discountCodesFeature);
  const phase = useSelector(actor, selectDiscountCodesPhase);
  const sites = useSelector(actor, selectCodeSites);
  const site = useSelector(actor, selectCodeSite);
  const note = useSelector(actor, selectDiscountCodesNote);
  const ending = useSelector(actor, selectCodeEnding);
  const shownNote = note === null || note === 'exists' || ending !== null ? null : note;
  const body = () => {
    if (phase === 'loading') return <Spinner role="progressbar" aria-label={text(messages.loading)} />;
    if (phase === 'failed') return <LoadFailed message={text(messages.failed)} retry={text(siteSettingsMessages.reload)} onRetry={() => actor.send({ type: 'codes.reload' })} />;
    if (site === null) return <p>{text(siteSettingsMessages.noSites)}</p>;
    if (phase === 'drafting') return <CodeForm actor={actor} site={site} />;
    if (phase === 'previewing' || phase === 'publishing') return <Preview actor={actor} site={site} busy={phase === 'publishing'} />;
    return (
      <>
        <p><PrimaryButton type="button" onClick={() => actor.send({ type: 'codes.new' })}>{text(messages.add)}</PrimaryButton></p>
        <CodeTable actor={actor} site={site} canEnd={phase === 'list'} />
        <EndDialog actor={actor} busy={phase === 'ending'} />
      </>
    );
  };
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <p>{text(messages.intro)}</p>
        <SiteChooser id="discount-codes-site" sites={sites} site={site} disabled={phase !== 'list'} onSelect={(domain) => actor.send({ type: 'site.select', domain })} />
        <p role="status" aria-live="polite">{shownNote === null ? '' : text(codeNotes[shownNote])}</p>
        {body()}
      </Card>
    </Page>
  );
};
