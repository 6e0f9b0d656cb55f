import { css } from '@linaria/core';
import { classedLink } from '../shell/classed';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { matchModalMachine } from '../../machines/match-modal/match-modal.machine';
import { selectButton, selectIsOpen, selectProfile } from '../../machines/match-modal/selectors';
import type { MatchButtonLabel } from '../../machines/match-modal/types';
import { Modal } from '../shell/Modal';
import { colors } from '../theme';
import { ButtonLink, Centred, CloseIconButton, IconBadge, ThumbsUpIcon, Title } from './parts';

const messages = defineMessages<{ title: {}; photo: {}; close: {}; viewLikes: {}; sendMessage: {}; viewProfile: {} }>({
  title: { id: 'matchModal.title', defaultMessage: 'Nieuwe like!' },
  photo: { id: 'matchModal.photo', defaultMessage: 'Bekijk het profiel van je nieuwe like' },
  close: { id: 'matchModal.close', defaultMessage: 'Sluiten' },
  viewLikes: { id: 'matchModal.viewLikes', defaultMessage: 'Bekijk je likes' },
  sendMessage: { id: 'matchModal.sendMessage', defaultMessage: 'Stuur een bericht' },
  viewProfile: { id: 'matchModal.viewProfile', defaultMessage: 'Bekijk profiel' },
});

/** The caption of each button a caller may choose (the machine holds the id, the view the text). */
const buttonLabels: Record<MatchButtonLabel, MessageDescriptor> = {
  'matchModal.viewLikes': messages.viewLikes,
  'matchModal.sendMessage': messages.sendMessage,
  'matchModal.viewProfile': messages.viewProfile,
};

const titleId = 'match-modal-title';

const PhotoLink = classedLink(css`
  display: block;
  border-radius: 50%;
  & img,
  & [role='img'] {
    display: block;
    width: 9rem;
    height: 9rem;
    border: 4px solid ${colors.secondary};
    border-radius: 50%;
    object-fit: cover;
    background: ${colors.border};
  }
  & [role='img'] {
    display: grid;
    place-items: center;
    box-sizing: border-box;
    color: ${colors.muted};
  }
`);

/** A neutral silhouette for a liker without a photo. */
const NoPhoto = (props: { label: string }) => (
  <span role="img" aria-label={props.label}>
    <svg viewBox="0 0 24 24" width="72" height="72" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4.5" fill="currentColor" />
      <path d="M3 22c0-5 4-8 9-8s9 3 9 8z" fill="currentColor" />
    </svg>
  </span>
);

export interface MatchModalProps {
  readonly actor: ActorRefFrom<typeof matchModalMachine>;
  /** settings.cdn_prefix: the profile's photo path is relative to it. */
  readonly cdnPrefix: string;
}

/**
 * Spec §2: the new-like match modal. A tap anywhere closes it: on the photo or the button it also
 * navigates (their clicks bubble up to the content's handler), elsewhere it only closes.
 */
export const MatchModal = ({ actor, cdnPrefix }: MatchModalProps) => {
  const intl = useIntl();
  const open = useSelector(actor, selectIsOpen);
  const profile = useSelector(actor, selectProfile);
  const button = useSelector(actor, selectButton);
  const close = () => actor.send({ type: 'matchModal.close' });
  return (
    <Modal open={open} onDismiss={close} labelledBy={titleId}>
      <CloseIconButton label={intl.formatMessage(messages.close)} onClick={close} />
      <Centred onClick={close}>
        <IconBadge>
          <ThumbsUpIcon />
        </IconBadge>
        <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
        {profile !== null && (
          <PhotoLink href={`/members/${profile.id}`}>
            {profile.photo === null ? (
              <NoPhoto label={intl.formatMessage(messages.photo)} />
            ) : (
              <img src={`${cdnPrefix}${profile.photo}`} alt={intl.formatMessage(messages.photo)} width={144} height={144} />
            )}
          </PhotoLink>
        )}
        <ButtonLink href={button.href}>{intl.formatMessage(buttonLabels[button.label])}</ButtonLink>
      </Centred>
    </Modal>
  );
};
