import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { likeModalMachine } from '../../machines/like-modal/like-modal.machine';
import { selectIsOpen, selectMemberId } from '../../machines/like-modal/selectors';
import { ButtonLink, Centred, CloseIconButton, HeartIcon, IconBadge, Title } from '../match-modal/parts';
import { Modal } from '../shell/Modal';

const messages = defineMessages<{ title: {}; text: {}; view: {}; close: {} }>({
  title: { id: 'likeModal.title', defaultMessage: 'Vind je dit profiel leuk?' },
  text: { id: 'likeModal.text', defaultMessage: 'Bekijk het profiel en laat het weten met een like.' },
  view: { id: 'likeModal.view', defaultMessage: 'Bekijk profiel' },
  close: { id: 'likeModal.close', defaultMessage: 'Sluiten' },
});

const titleId = 'like-modal-title';

export interface LikeModalProps {
  readonly actor: ActorRefFrom<typeof likeModalMachine>;
}

/** Spec §2: the like modal a URL's t parameter opens; its button leads to the member's profile. */
export const LikeModal = ({ actor }: LikeModalProps) => {
  const intl = useIntl();
  const open = useSelector(actor, selectIsOpen);
  const memberId = useSelector(actor, selectMemberId);
  const close = () => actor.send({ type: 'likeModal.close' });
  return (
    <Modal open={open && memberId !== null} onDismiss={close} labelledBy={titleId}>
      <CloseIconButton label={intl.formatMessage(messages.close)} onClick={close} />
      <Centred>
        <IconBadge>
          <HeartIcon />
        </IconBadge>
        <Title id={titleId}>{intl.formatMessage(messages.title)}</Title>
        <p>{intl.formatMessage(messages.text)}</p>
        {/* The profile may be the page under the modal: the link then changes nothing, so it closes the modal too. */}
        <ButtonLink href={`/members/${memberId ?? ''}`} onClick={close}>
          {intl.formatMessage(messages.view)}
        </ButtonLink>
      </Centred>
    </Modal>
  );
};
