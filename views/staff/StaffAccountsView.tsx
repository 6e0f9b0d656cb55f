import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { staffRoles } from '../../io/entities/staff';
import type { StaffAccount } from '../../io/entities/staff-accounts';
import { staffAccountsFeature } from '../../machines/staff/feature';
import {
  selectAddedStaff, selectChosenStaff, selectStaffRemoval, selectGrantableSites, selectMayGiveEverySite, selectStaffAccounts, selectStaffAccountsNote, selectStaffAccountsPhase, selectStaffDraft,
  selectStaffDraftInvalid,
} from '../../machines/staff/selectors';
import type { StaffDraftField, staffAccountsMachine } from '../../machines/staff/staff-accounts.machine';
import { useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { StaffForm } from './form';
import { LoadFailed } from './LoadFailed';
import { roleNames } from './messages';
import { staffAccountsMessages as messages } from './staff-accounts-messages';
import { Scroll, Table } from './table';

type AccountsActor = ActorRefFrom<typeof staffAccountsMachine>;

const Password = classed('code', css`
  display: inline-block;
  padding: 0.5rem 0.75rem;
  border: 1px solid #ccd;
  border-radius: 8px;
  font-size: 1.2rem;
  user-select: all;
`);

/** `selfId`: the admin's own account, which they cannot change or remove (nobody locks themselves out). */
const AccountRows = ({ actor, accounts, selfId }: { actor: AccountsActor; accounts: ReadonlyArray<StaffAccount>; selfId: number | null }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            {[messages.name, messages.email, messages.roles, messages.sites, messages.authenticator, messages.added, messages.actions].map((label) => <th key={label.id} scope="col">{text(label)}</th>)}
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <th scope="row">{account.name}</th>
              <td>{account.email}</td>
              <td>{intl.formatList(account.roles.map((role) => text(roleNames[role])), { type: 'conjunction' })}</td>
              <td>{account.sites === null ? text(messages.everySite) : account.sites.join(', ')}</td>
              <td>{text(account.enrolled ? messages.enrolled : messages.notEnrolled)}</td>
              <td>
                {account.addedBy === null
                  ? text(messages.addedAt, { at: new Date(account.addedAt) })
                  : text(messages.addedBy, { at: new Date(account.addedAt), name: account.addedBy.name })}
              </td>
              <td>
                {account.id === selfId ? null : (
                  <>
                    <SecondaryButton type="button" aria-label={text(messages.editOf, { name: account.name })} onClick={() => actor.send({ type: 'account.edit', staffId: account.id })}>
                      {text(messages.edit)}
                    </SecondaryButton>{' '}
                    <SecondaryButton type="button" aria-label={text(messages.removeOf, { name: account.name })} onClick={() => actor.send({ type: 'account.remove', staffId: account.id })}>
                      {text(messages.remove)}
                    </SecondaryButton>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
};

/** The error line under a refused field, and the attributes that tie the field to it. */
const errorOf = (field: StaffDraftField, invalid: ReadonlyArray<StaffDraftField>) => {
  const refused = invalid.includes(field);
  return { 'aria-invalid': refused, 'aria-describedby': refused ? `staff-${field}-error` : undefined };
};

/** The form of a new account, or of an account's roles and sites (`chosen`): the address and name stay as they are. */
const AccountForm = ({ actor, busy }: { actor: AccountsActor; busy: boolean }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const draft = useSelector(actor, selectStaffDraft);
  const invalid = useSelector(actor, selectStaffDraftInvalid);
  const grantable = useSelector(actor, selectGrantableSites);
  const mayGiveEverySite = useSelector(actor, selectMayGiveEverySite);
  const chosen = useSelector(actor, selectChosenStaff);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'accounts.save' });
  };
  const fieldError = (field: StaffDraftField, label: string) => (invalid.includes(field) ? <ErrorText id={`staff-${field}-error`}>{label}</ErrorText> : null);
  return (
    <section aria-labelledby="staff-form-title">
      <h2 id="staff-form-title">{chosen === null ? text(messages.formTitle) : text(messages.editTitle, { name: chosen.name })}</h2>
      <StaffForm onSubmit={submit} noValidate>
        {invalid.length > 0 ? <ErrorText role="alert">{text(messages.invalid)}</ErrorText> : null}
        {chosen === null && (['email', 'name'] as const).map((field) => (
          <div key={field}>
            <label>
              {text(messages[field])}
              <input
                type={field === 'email' ? 'email' : 'text'} autoComplete="off" value={draft[field]} maxLength={field === 'email' ? 254 : 100}
                onChange={(event) => actor.send({ type: 'draft.text', field, value: event.target.value })} {...errorOf(field, invalid)}
              />
            </label>
            {fieldError(field, text(messages[field]))}
          </div>
        ))}
        <fieldset {...errorOf('roles', invalid)}>
          <legend>{text(messages.roles)}</legend>
          {staffRoles.map((role) => (
            <label key={role} className="check">
              <input type="checkbox" checked={draft.roles.includes(role)} onChange={(event) => actor.send({ type: 'draft.role', role, on: event.target.checked })} />
              {text(roleNames[role])}
            </label>
          ))}
          {fieldError('roles', text(messages.roles))}
        </fieldset>
        <fieldset {...errorOf('sites', invalid)}>
          <legend>{text(messages.sites)}</legend>
          {mayGiveEverySite ? (
            <label className="check">
              <input type="checkbox" checked={draft.everySite} onChange={(event) => actor.send({ type: 'draft.everySite', on: event.target.checked })} />
              {text(messages.everySite)}
            </label>
          ) : null}
          {grantable.map((site) => (
            <label key={site} className="check">
              <input
                type="checkbox" checked={draft.everySite || draft.sites.includes(site)} disabled={draft.everySite}
                onChange={(event) => actor.send({ type: 'draft.site', site, on: event.target.checked })}
              />
              {site}
            </label>
          ))}
          {fieldError('sites', text(messages.sites))}
        </fieldset>
        <p>
          <PrimaryButton type="submit" disabled={busy} aria-busy={busy}>{text(chosen === null ? (busy ? messages.saving : messages.save) : busy ? messages.savingEdit : messages.saveEdit)}</PrimaryButton>{' '}
          <SecondaryButton type="button" onClick={() => actor.send({ type: 'accounts.cancel' })} disabled={busy}>{text(messages.cancel)}</SecondaryButton>
        </p>
      </StaffForm>
    </section>
  );
};

/** The password of the account just added, shown this once with how to hand it over. */
const Added = ({ actor }: { actor: AccountsActor }) => {
  const text = useIntl().formatMessage;
  const added = useSelector(actor, selectAddedStaff);
  if (added === null) return null;
  return (
    <section aria-labelledby="staff-added-title">
      <h2 id="staff-added-title">{text(messages.addedTitle, { name: added.name })}</h2>
      <p id="staff-password-label">{text(messages.password)}</p>
      <p><Password aria-labelledby="staff-password-label">{added.password}</Password></p>
      <p>{text(messages.handOver)}</p>
      <PrimaryButton type="button" onClick={() => actor.send({ type: 'added.dismiss' })}>{text(messages.dismiss)}</PrimaryButton>
    </section>
  );
};

/** Asks before an account is removed, naming its holder: the removal ends their sessions at once. */
const RemoveDialog = ({ actor }: { actor: AccountsActor }) => {
  const text = useIntl().formatMessage;
  const removal = useSelector(actor, selectStaffRemoval);
  const chosen = useSelector(actor, selectChosenStaff);
  const busy = removal === 'removing';
  return (
    <ConfirmDialog
      open={removal !== null && chosen !== null} title={text(messages.removeTitle, { name: chosen?.name ?? '' })} busy={busy}
      confirmLabel={text(busy ? messages.removing : messages.removeConfirm)} cancelLabel={text(messages.keep)}
      onConfirm={() => actor.send({ type: 'removal.confirm' })} onCancel={() => actor.send({ type: 'accounts.cancel' })}
    >
      <p>{text(messages.removeIntro, { name: chosen?.name ?? '', email: chosen?.email ?? '' })}</p>
    </ConfirmDialog>
  );
};

const noteMessages = { duplicate: messages.duplicate, saveFailed: messages.saveFailed, removeFailed: messages.removeFailed };

/** /staff/team: the staff on the admin's sites, a new staff member added with a password shown once, an account changed or removed. */
export const StaffAccountsView = ({ selfId }: { selfId: number | null }) => {
  const text = useIntl().formatMessage;
  const actor = useFeatureActor(staffAccountsFeature);
  const phase = useSelector(actor, selectStaffAccountsPhase);
  const accounts = useSelector(actor, selectStaffAccounts);
  const note = useSelector(actor, selectStaffAccountsNote);
  const body = () => {
    if (phase === 'loading') return <Spinner role="progressbar" aria-label={text(messages.loading)} />;
    if (phase === 'failed') return <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'accounts.reload' })} />;
    if (phase === 'added') return <Added actor={actor} />;
    if (phase === 'adding' || phase === 'saving' || phase === 'editing' || phase === 'updating') return <AccountForm actor={actor} busy={phase === 'saving' || phase === 'updating'} />;
    return (
      <>
        <p><PrimaryButton type="button" onClick={() => actor.send({ type: 'accounts.add' })}>{text(messages.add)}</PrimaryButton></p>
        {accounts.length === 0 ? <p>{text(messages.none)}</p> : <AccountRows actor={actor} accounts={accounts} selfId={selfId} />}
        <RemoveDialog actor={actor} />
      </>
    );
  };
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <p>{text(messages.intro)}</p>
        <p role="status" aria-live="polite">{note === null ? '' : text(noteMessages[note])}</p>
        {body()}
      </Card>
    </Page>
  );
};
