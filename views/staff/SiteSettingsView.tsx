import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { siteSettingsFields, type SiteSettingsField } from '../../io/entities/site-admin';
import { siteSettingsFeature } from '../../machines/staff/feature';
import type { SiteSettingsNote, siteSettingsMachine } from '../../machines/staff/site-settings.machine';
import {
  selectAdminSites, selectSettingsChanges, selectSettingsDraft, selectSettingsInvalid, selectSettingsNote, selectSiteInView, selectSiteSettingsPhase,
} from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { labelledFields } from '../theme';
import { framedGroups } from './form';
import { LoadFailed } from './LoadFailed';
import { fieldLabels, siteSettingsMessages as messages } from './site-settings-messages';
import { SiteChooser } from './SiteChooser';
import { Scroll, Table } from './table';

type SettingsActor = ActorRefFrom<typeof siteSettingsMachine>;

const Form = classed('form', css`
  display: grid;
  gap: 1rem;
  ${labelledFields}
  ${framedGroups}
  & fieldset {
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
    gap: 0.75rem;
  }
  & fieldset > p {
    grid-column: 1 / -1;
    margin: 0;
  }
  & label.switch {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`);

/** The form's groups, in the order shown. */
const groups: ReadonlyArray<{ legend: 'general' | 'prices' | 'messaging' | 'support' | 'disclosure' | 'moderation' | 'company'; fields: ReadonlyArray<SiteSettingsField> }> = [
  { legend: 'general', fields: ['name', 'domain_language', 'countries', 'niche', 'signups', 'logged_out_search', 'enable_site_entry_popup'] },
  { legend: 'prices', fields: ['message_credits', 'photo_credits', 'gift_credits', 'signup_credits', 'minimum_message_costs'] },
  { legend: 'messaging', fields: ['message_length', 'refund_days'] },
  { legend: 'support', fields: ['support_email', 'support_phone'] },
  { legend: 'disclosure', fields: ['fictional_warning_singular', 'fictional_warning_plural'] },
  { legend: 'moderation', fields: ['photo_moderation', 'flagged_words'] },
  { legend: 'company', fields: siteSettingsFields.filter((field) => field.startsWith('company_')) },
];

const numberFields = new Set<SiteSettingsField>(['message_credits', 'photo_credits', 'gift_credits', 'signup_credits', 'message_length', 'refund_days', 'company_delete_discount']);
/** Fields written one item per line. */
const listFields = new Set<SiteSettingsField>(['flagged_words', 'minimum_message_costs', 'company_tradenames', 'company_vat_numbers']);

/** The choices of a field shown as a list, with their labels. */
const choicesOf = (intl: IntlShape, field: SiteSettingsField): ReadonlyArray<{ value: string; label: string }> | null => {
  switch (field) {
    case 'niche':
      return ['1', '2', '3', '4', '5', '6', '7'].map((value) => ({ value, label: value }));
    case 'signups':
      return [
        { value: 'all', label: intl.formatMessage(messages.signupsAll) },
        { value: 'with_trafficsource', label: intl.formatMessage(messages.signupsTracked) },
        { value: 'invite', label: intl.formatMessage(messages.signupsInvite) },
      ];
    case 'photo_moderation':
      return [{ value: 'pre', label: intl.formatMessage(messages.moderationPre) }, { value: 'post', label: intl.formatMessage(messages.moderationPost) }];
    default:
      return null;
  }
};

/** A value as the preview shows it: switches as on/off, choices by their label. */
const shownValue = (intl: IntlShape, field: SiteSettingsField, value: string): string => {
  if (value === 'true' || value === 'false') return intl.formatMessage(value === 'true' ? messages.yes : messages.no);
  return choicesOf(intl, field)?.find((choice) => choice.value === value)?.label ?? value;
};

/** The fields that say how to write them. */
const hints: Partial<Record<SiteSettingsField, typeof messages.countriesHint>> = {
  countries: messages.countriesHint, flagged_words: messages.flaggedWordsHint, minimum_message_costs: messages.costsHint,
  company_kvk: messages.kvkHint, company_country: messages.countryHint, company_tradenames: messages.tradenamesHint, company_vat_numbers: messages.vatHint,
  company_support_phone: messages.companyPhoneHint, company_delete_discount: messages.deleteDiscountHint,
};

const Field = ({ actor, field, value, invalid }: { actor: SettingsActor; field: SiteSettingsField; value: string | boolean; invalid: boolean }) => {
  const intl = useIntl();
  const label = intl.formatMessage(fieldLabels[field]);
  const change = (next: string | boolean) => actor.send({ type: 'field.change', field, value: next });
  const errorId = `site-${field}-error`;
  const hint = hints[field];
  const described = { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : hint === undefined ? undefined : `site-${field}-hint` };
  if (typeof value === 'boolean') {
    return (
      <label className="switch">
        <input type="checkbox" checked={value} onChange={(event) => change(event.target.checked)} />
        {label}
      </label>
    );
  }
  const choices = choicesOf(intl, field);
  const control = () => {
    if (choices !== null) {
      return (
        <select value={value} onChange={(event) => change(event.target.value)} {...described}>
          {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
        </select>
      );
    }
    if (listFields.has(field)) return <textarea value={value} rows={field.startsWith('company_') ? 3 : 6} onChange={(event) => change(event.target.value)} {...described} />;
    if (field === 'fictional_warning_singular' || field === 'fictional_warning_plural') {
      return <textarea value={value} rows={3} maxLength={500} onChange={(event) => change(event.target.value)} {...described} />;
    }
    const type = field === 'support_email' ? 'email' : field === 'support_phone' || field === 'company_support_phone' ? 'tel' : 'text';
    return <input type={type} value={value} inputMode={numberFields.has(field) ? 'numeric' : undefined} onChange={(event) => change(event.target.value)} {...described} />;
  };
  return (
    <div>
      <label>
        {label}
        {control()}
      </label>
      {hint === undefined ? null : <small id={`site-${field}-hint`}>{intl.formatMessage(hint)}</small>}
      {invalid ? <ErrorText id={errorId}>{label}</ErrorText> : null}
    </div>
  );
};

const noteTexts: Record<SiteSettingsNote, typeof messages.published> = {
  published: messages.published,
  stale: messages.stale,
  failed: messages.publishFailed,
  unchanged: messages.unchanged,
};

/** What publishing changes, setting by setting, with the button that publishes it. */
const Preview = ({ actor, busy }: { actor: SettingsActor; busy: boolean }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const changes = useSelector(actor, selectSettingsChanges);
  return (
    <section aria-labelledby="site-preview">
      <h2 id="site-preview">{text(messages.previewTitle)}</h2>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{text(messages.setting)}</th>
              <th scope="col">{text(messages.before)}</th>
              <th scope="col">{text(messages.after)}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{text(fieldLabels[change.field])}</th>
                <td>{shownValue(intl, change.field, change.before)}</td>
                <td>{shownValue(intl, change.field, change.after)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
      <p>
        <PrimaryButton type="button" onClick={() => actor.send({ type: 'settings.publish' })} disabled={busy} aria-busy={busy}>
          {text(busy ? messages.publishing : messages.publish)}
        </PrimaryButton>{' '}
        <SecondaryButton type="button" onClick={() => actor.send({ type: 'settings.edit' })} disabled={busy}>{text(messages.edit)}</SecondaryButton>
      </p>
    </section>
  );
};

/** /staff/sites: a site admin's sites, each one's settings edited, previewed and published. */
export const SiteSettingsView = () => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(siteSettingsFeature);
  const phase = useSelector(actor, selectSiteSettingsPhase);
  const sites = useSelector(actor, selectAdminSites);
  const site = useSelector(actor, selectSiteInView);
  const draft = useSelector(actor, selectSettingsDraft);
  const invalid = useSelector(actor, selectSettingsInvalid);
  const note = useSelector(actor, selectSettingsNote);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'settings.preview' });
  };
  const body = () => {
    if (phase === 'loading') return <Spinner role="progressbar" aria-label={text(messages.loading)} />;
    if (phase === 'failed') return <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'settings.reload' })} />;
    if (site === null || draft === null) return <p>{text(messages.noSites)}</p>;
    if (phase !== 'editing') return <Preview actor={actor} busy={phase === 'publishing'} />;
    return (
      <Form onSubmit={submit} noValidate>
        {invalid.length > 0 ? <ErrorText role="alert">{text(messages.invalid)}</ErrorText> : null}
        {groups.map((group) => (
          <fieldset key={group.legend}>
            <legend>{text(messages[group.legend])}</legend>
            {group.legend === 'company' ? <p>{text(messages.companyAdded)}</p> : null}
            {group.fields.map((field) => <Field key={field} actor={actor} field={field} value={draft[field]} invalid={invalid.includes(field)} />)}
          </fieldset>
        ))}
        <p>
          <PrimaryButton type="submit">{text(messages.preview)}</PrimaryButton>
        </p>
      </Form>
    );
  };
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <p>{text(messages.intro)}</p>
        <SiteChooser id="site-settings-site" sites={sites} site={site} disabled={phase !== 'editing'} onSelect={(domain) => actor.send({ type: 'site.select', domain })} />
        <p role="status" aria-live="polite">{note === null ? '' : text(noteTexts[note])}</p>
        {body()}
      </Card>
    </Page>
  );
};
