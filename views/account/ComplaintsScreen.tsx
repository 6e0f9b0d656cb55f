import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { Fragment, useState, type SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { complaintFields, type ComplaintField, type ComplaintProblem } from '../../machines/account/complaint.machine';
import { complaintFeature } from '../../machines/account/feature';
import {
  selectBusy, selectCompany, selectComplaintFailed, selectComplaintProblems, selectComplaintReference, selectComplaintValues,
} from '../../machines/account/selectors';
import { selectUser } from '../../machines/app/selectors';
import { selectLocale } from '../../machines/locale/selectors';
import { useApp, useFeatureActor } from '../app-actor';
import { SiteDocument } from '../documents/SiteDocument';
import { useShellActors } from '../shell-actors';
import { classed } from '../shell/classed';
import { SupportContacts } from '../shell/SupportContacts';
import { Card, ErrorText, Heading, Page, PrimaryButton } from '../shell/ui';
import { media } from '../theme';
import { accountMessages } from './account-messages';
import { accountForm, accountNotice } from './styles';

const labels = defineMessages<Record<ComplaintField, {}>>({
  name: { id: 'account.complaint.name', defaultMessage: 'Naam' },
  email: { id: 'account.complaint.email', defaultMessage: 'E-mailadres' },
  subject: { id: 'account.complaint.subject', defaultMessage: 'Onderwerp' },
  message: { id: 'account.complaint.message', defaultMessage: 'Je klacht' },
});

const messages = defineMessages<{
  title: {}; intro: {}; required: { field: string }; invalid: { field: string }; invalidEmail: {}; tooShort: {}; submit: {}; sent: { reference: string };
  company: {};
}>({
  title: { id: 'account.complaint.title', defaultMessage: 'Klachten' },
  intro: { id: 'account.complaint.intro', defaultMessage: 'Niet tevreden? Vertel het ons. We bevestigen je klacht per e-mail en reageren zo snel mogelijk.' },
  required: { id: 'account.complaint.required', defaultMessage: 'Vul {field} in.' },
  invalid: { id: 'account.complaint.invalid', defaultMessage: '{field} is niet geldig.' },
  invalidEmail: { id: 'account.complaint.invalidEmail', defaultMessage: 'Ongeldige e-mail' },
  tooShort: { id: 'account.complaint.tooShort', defaultMessage: 'Beschrijf je klacht in minstens 10 tekens.' },
  submit: { id: 'account.complaint.submit', defaultMessage: 'Klacht versturen' },
  sent: { id: 'account.complaint.sent', defaultMessage: 'Bedankt, we hebben je klacht ontvangen. Je kenmerk is {reference}; je krijgt ook een bevestiging per e-mail.' },
  company: { id: 'account.complaint.company', defaultMessage: 'Onze gegevens' },
});

const Columns = classed('div', css`
  display: grid;
  gap: 1rem;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`);

const Address = classed('address', css`
  display: grid;
  gap: 0.35rem;
  font-style: normal;
  & h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
`);

const maxLength: Record<ComplaintField, number> = { name: 100, email: 254, subject: 200, message: 5000 };

/** /complaints: the complaint form (a member's name filled in), its receipt, the company's contacts beside it, the procedure below. */
export const ComplaintsScreen = () => {
  const intl = useIntl();
  const user = useApp(selectUser);
  // One key per complaint, kept across its retries: the server stores it once however often it is sent.
  const [key] = useState(() => crypto.randomUUID());
  const actor = useFeatureActor(complaintFeature, { input: { key, name: user?.profile.name ?? '' } });
  const values = useSelector(actor, selectComplaintValues);
  const problems = useSelector(actor, selectComplaintProblems);
  const failed = useSelector(actor, selectComplaintFailed);
  const reference = useSelector(actor, selectComplaintReference);
  const company = useSelector(actor, selectCompany);
  const busy = useSelector(actor, selectBusy);
  const language = useSelector(useShellActors().locale, selectLocale);

  const problemText = (field: ComplaintField, problem: ComplaintProblem) => {
    const name = intl.formatMessage(labels[field]);
    if (problem === 'required') return intl.formatMessage(messages.required, { field: name });
    if (problem === 'tooShort') return intl.formatMessage(messages.tooShort);
    return field === 'email' ? intl.formatMessage(messages.invalidEmail) : intl.formatMessage(messages.invalid, { field: name });
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    actor.send({ type: 'complaint.submit', language });
    // The first refused field takes the focus, so its error is read out with it.
    const refused = selectComplaintProblems(actor.getSnapshot());
    const first = complaintFields.find((field) => refused[field] !== undefined);
    const field = first === undefined ? null : form.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  };
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <Columns>
        <Card>
          {reference !== null ? (
            <div className={accountNotice} role="status">
              <p>{intl.formatMessage(messages.sent, { reference })}</p>
            </div>
          ) : (
            <form className={accountForm} onSubmit={onSubmit} noValidate aria-busy={busy}>
              <p>{intl.formatMessage(messages.intro)}</p>
              {complaintFields.map((field) => {
                const problem = problems[field];
                const shared = {
                  name: field,
                  value: values[field],
                  maxLength: maxLength[field],
                  'aria-invalid': problem !== undefined,
                  'aria-describedby': problem === undefined ? undefined : `complaint-${field}-error`,
                };
                return (
                  <Fragment key={field}>
                    <label>
                      {intl.formatMessage(labels[field])}
                      {field === 'message' ? (
                        <textarea {...shared} rows={6} onChange={(event) => actor.send({ type: 'complaint.field', field, value: event.target.value })} />
                      ) : (
                        <input
                          {...shared}
                          type={field === 'email' ? 'email' : 'text'}
                          autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'off'}
                          onChange={(event) => actor.send({ type: 'complaint.field', field, value: event.target.value })}
                        />
                      )}
                    </label>
                    {problem !== undefined && (
                      <ErrorText id={`complaint-${field}-error`} role="alert">
                        {problemText(field, problem)}
                      </ErrorText>
                    )}
                  </Fragment>
                );
              })}
              {failed && <ErrorText role="alert">{intl.formatMessage(accountMessages.general)}</ErrorText>}
              <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>
                {intl.formatMessage(busy ? accountMessages.busy : messages.submit)}
              </PrimaryButton>
            </form>
          )}
        </Card>
        <Card>
          <Address>
            <h2>{intl.formatMessage(messages.company)}</h2>
            {company !== null && (
              <>
                <span>{company.name}</span>
                <span>{company.address}</span>
                <span>
                  {company.city}, {company.country}
                </span>
              </>
            )}
            <SupportContacts label={intl.formatMessage(accountMessages.support)} />
          </Address>
        </Card>
      </Columns>
      <SiteDocument name="complaints" />
    </Page>
  );
};
