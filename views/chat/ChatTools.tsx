import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chat/chat.machine';
import { acceptedPhotoTypes } from '../../machines/photos/photos.machine';
import { selectIsEmpty, selectPhotoFailure, selectPhotoSending } from '../../machines/chat/selectors';
import { classed } from '../shell/classed';
import { ErrorText } from '../shell/ui';
import { colors, fileInputLabel } from '../theme';
import { chatMessages as messages, failureMessages } from './chat-messages';

const Bar = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  & button,
  & label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.dark};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  & label {
    ${fileInputLabel}
  }
`);

const photoFailureText = {
  too_large: messages.photoTooLarge,
  invalid_image: messages.photoInvalid,
  network: messages.photoNetwork,
  ...failureMessages,
};

/** Beside the input: a gift, a photo, and for an empty conversation the icebreaker lines; a photo's progress or refusal. */
export const ChatTools = ({ actor }: { actor: ActorRefFrom<typeof chatMachine> }) => {
  const intl = useIntl();
  const empty = useSelector(actor, selectIsEmpty);
  const sending = useSelector(actor, selectPhotoSending);
  const failure = useSelector(actor, selectPhotoFailure);
  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal) is a change too.
    event.target.value = '';
    if (file !== undefined) actor.send({ type: 'chat.sendPhoto', file });
  };
  return (
    <>
      <Bar>
        {empty && (
          <button type="button" onClick={() => actor.send({ type: 'chat.openLines' })}>
            {intl.formatMessage(messages.lines)}
          </button>
        )}
        <button type="button" onClick={() => actor.send({ type: 'chat.openGifts' })}>
          {intl.formatMessage(messages.gifts)}
        </button>
        <label>
          {intl.formatMessage(messages.photo)}
          <input type="file" name="photo" accept={acceptedPhotoTypes.join(',')} disabled={sending} onChange={choosePhoto} />
        </label>
      </Bar>
      {sending && <p role="status">{intl.formatMessage(messages.photoSending)}</p>}
      {failure !== null && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(photoFailureText[failure])}</ErrorText>
          {failure === 'insufficient_credits' && <Link href="/credits">{intl.formatMessage(messages.buyCredits)}</Link>}{' '}
          <button type="button" onClick={() => actor.send({ type: 'chat.dismissPhoto' })}>
            {intl.formatMessage(messages.photoDismiss)}
          </button>
        </div>
      )}
    </>
  );
};
