import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { DeskNote, deskMachine } from '../../machines/staff/desk.machine';
import { deskFeature } from '../../machines/staff/feature';
import { selectDeskConversation, selectDeskNote, selectDeskPhase, selectDeskSending, selectDeskWaiting } from '../../machines/staff/selectors';
import { useFeatureActor } from '../app-actor';
import { SecondaryButton } from '../shell/dialog-parts';
import { Card, Heading, Page, Spinner } from '../shell/ui';
import { DeskAnswer } from './DeskAnswer';
import { deskMessages as messages } from './desk-messages';
import { useLanguageName } from './language-name';
import { LoadFailed } from './LoadFailed';
import { Scroll, Table } from './table';

const noteMessages: Record<DeskNote, typeof messages.sent> = {
  sent: messages.sent,
  taken: messages.taken,
  answered: messages.answered,
  expired: messages.expired,
  failed: messages.sendFailed,
};

/** The waiting conversations, the longest waiting first, with who is writing in each. */
const WaitingTable = ({ actor }: { actor: ActorRefFrom<typeof deskMachine> }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const languageName = useLanguageName();
  const { waiting, total } = useSelector(actor, selectDeskWaiting);
  if (waiting.length === 0) return <p>{text(messages.empty)}</p>;
  return (
    <>
      <p>{text(messages.shown, { count: waiting.length, total })}</p>
      <Scroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">{text(messages.waitingSince)}</th>
              <th scope="col">{text(messages.member)}</th>
              <th scope="col">{text(messages.profile)}</th>
              <th scope="col">{text(messages.claim)}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {waiting.map((entry) => (
              <tr key={entry.conversationId}>
                <td>
                  {intl.formatDate(entry.waitingSince, { dateStyle: 'short', timeStyle: 'short' })}
                  <br />
                  {text(messages.unanswered, { count: entry.unanswered })}
                </td>
                <td>
                  {text(messages.memberLine, { name: entry.member.name, age: entry.member.age, city: entry.member.city })}
                  <br />
                  {text(messages.language, { language: languageName(entry.member.language) })}
                </td>
                <td>{entry.profile.name}</td>
                <td>{entry.claim === null ? text(messages.free) : entry.claim.mine ? text(messages.mine) : text(messages.writing, { name: entry.claim.staffName })}</td>
                <td>
                  <SecondaryButton type="button" disabled={entry.claim !== null && !entry.claim.mine}
                    onClick={() => actor.send({ type: 'desk.open', conversationId: entry.conversationId })}>
                    {text(messages.open, { name: entry.profile.name })}
                  </SecondaryButton>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    </>
  );
};

/** /staff/desk: the conversation desk, answering members as the profiles the site operates. */
export const DeskView = ({ onChanged }: { onChanged: () => void }) => {
  const intl = useIntl();
  const text = intl.formatMessage;
  const actor = useFeatureActor(deskFeature);
  const phase = useSelector(actor, selectDeskPhase);
  const conversation = useSelector(actor, selectDeskConversation);
  const sending = useSelector(actor, selectDeskSending);
  const note = useSelector(actor, selectDeskNote);

  useEffect(() => {
    const subscription = actor.on('queue.changed', onChanged);
    return () => subscription.unsubscribe();
  }, [actor, onChanged]);

  const body = () => {
    if (phase === 'writing' && conversation !== null) return <DeskAnswer actor={actor} conversation={conversation} />;
    if (phase === 'failed') return <LoadFailed message={text(messages.failed)} retry={text(messages.reload)} onRetry={() => actor.send({ type: 'desk.reload' })} />;
    if (phase === 'list') return <WaitingTable actor={actor} />;
    return <Spinner role="progressbar" aria-label={text(phase === 'claiming' ? messages.claiming : messages.loading)} />;
  };
  return (
    <Page>
      <Card>
        <Heading>{text(messages.title)}</Heading>
        <p>{text(messages.intro)}</p>
        <p role="status" aria-live="polite">
          {sending ? text(messages.sending) : note === null ? '' : text(noteMessages[note])}
        </p>
        {body()}
      </Card>
    </Page>
  );
};
