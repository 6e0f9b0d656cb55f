import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { SubmitEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { DeskConversation, DeskProfile } from '../../io/entities/desk';
import type { deskMachine } from '../../machines/staff/desk.machine';
import { selectDeskDraft, selectDeskInvalid, selectDeskSending } from '../../machines/staff/selectors';
import { classed } from '../shell/classed';
import { SecondaryButton } from '../shell/dialog-parts';
import { ErrorText, PrimaryButton } from '../shell/ui';
import { colors, labelledFields, media } from '../theme';
import { deskMessages as messages } from './desk-messages';
import { useLanguageName } from './language-name';

const Columns = classed('div', css`
  display: grid;
  gap: 1rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
  & h2 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }
`);

const Lines = classed('ol', css`
  display: grid;
  gap: 0.4rem;
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  & li {
    padding: 0.3rem 0.6rem;
    border-left: 3px solid ${colors.border};
    white-space: pre-wrap;
  }
  & li[data-by='profile'] {
    border-left-color: ${colors.secondary};
  }
  & small {
    display: block;
    color: ${colors.muted};
  }
`);

const AnswerForm = classed('form', css`
  display: grid;
  gap: 0.5rem;
  ${labelledFields}
  & textarea {
    min-height: 8rem;
  }
`);

const Disclosure = classed('p', css`
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${colors.secondary};
  background: ${colors.background};
`);

const ProfileCard = ({ title, profile, language }: { title: string; profile: DeskProfile; language?: string }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const languageName = useLanguageName();
  const place = [profile.city, intl.formatDisplayName(profile.country, { type: 'region' }) ?? profile.country].filter((part) => part !== '').join(', ');
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <p>
        {text(messages.memberLine, { name: profile.name, age: profile.age, city: place })}
        {language === undefined ? null : (
          <>
            <br />
            {text(messages.language, { language: languageName(language) })}
          </>
        )}
      </p>
      {profile.about === '' ? null : (
        <>
          <h3>{text(messages.about)}</h3>
          <p>{profile.about}</p>
        </>
      )}
    </section>
  );
};

/** A claimed conversation: the member and the site's profile, the conversation so far, and the answer. */
export const DeskAnswer = ({ actor, conversation }: { actor: ActorRefFrom<typeof deskMachine>; conversation: DeskConversation }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const draft = useSelector(actor, selectDeskDraft);
  const invalid = useSelector(actor, selectDeskInvalid);
  const sending = useSelector(actor, selectDeskSending);
  const { waiting, lines, maxLength } = conversation;
  const language = useLanguageName()(waiting.member.language);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'desk.send' });
  };
  return (
    <Columns>
      <div>
        <h2 id="desk-conversation">{text(messages.conversation)}</h2>
        <Lines aria-labelledby="desk-conversation">
          {lines.map((line) => (
            <li key={line.id} data-by={line.byProfile ? 'profile' : 'member'}>
              <small>
                {text(line.byProfile ? messages.byProfile : messages.byMember, { name: line.byProfile ? waiting.profile.name : waiting.member.name })}
                {' · '}
                {intl.formatDate(line.sentAt, { dateStyle: 'short', timeStyle: 'short' })}
              </small>
              <span>{line.gift !== null ? text(messages.gift) : line.photo ? text(messages.photo) : line.text}</span>
            </li>
          ))}
        </Lines>
        <AnswerForm onSubmit={submit} noValidate>
          <label>
            {text(messages.answerAs, { name: waiting.profile.name })}
            <textarea value={draft} rows={5} onChange={(change) => actor.send({ type: 'draft.change', text: change.target.value })} aria-invalid={invalid}
              aria-describedby={invalid ? 'desk-answer-error' : 'desk-answer-hint'} disabled={sending} />
          </label>
          <small id="desk-answer-hint">
            {text(messages.writeIn, { language })} {text(messages.length, { count: draft.trim().length, max: maxLength })}
          </small>
          {invalid ? <ErrorText id="desk-answer-error" role="alert">{text(messages.invalid, { max: maxLength })}</ErrorText> : null}
          <div>
            <PrimaryButton type="submit" disabled={sending} aria-busy={sending}>{text(sending ? messages.sending : messages.send)}</PrimaryButton>{' '}
            <SecondaryButton type="button" onClick={() => actor.send({ type: 'desk.close' })} disabled={sending}>{text(messages.back)}</SecondaryButton>
          </div>
        </AnswerForm>
      </div>
      <div>
        <ProfileCard title={text(messages.member)} profile={waiting.member} language={waiting.member.language} />
        <ProfileCard title={text(messages.profile)} profile={waiting.profile} />
        <Disclosure>{text(messages.disclosure)}</Disclosure>
      </div>
    </Columns>
  );
};
