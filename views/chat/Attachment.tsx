import { css } from '@linaria/core';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { ChatPhoto } from '../../io/entities/chat';
import { giftPicturePath, type GiftId } from '../../io/entities/gift';
import { PlaceholderPhoto } from '../photos/PlaceholderPhoto';
import { classed } from '../shell/classed';
import { radius } from '../theme';
import { giftNames } from './gift-messages';

const messages = defineMessages<{ photo: {}; locked: {}; upgrade: {} }>({
  photo: { id: 'chat.photo', defaultMessage: 'Foto in het gesprek' },
  locked: { id: 'chat.photoLocked', defaultMessage: 'Als premiumlid zie je deze foto scherp.' },
  upgrade: { id: 'chat.photoUpgrade', defaultMessage: 'Word premiumlid' },
});

const Gift = classed('figure', css`
  display: grid;
  justify-items: center;
  gap: 0.25rem;
  margin: 0;
  & img {
    width: 96px;
    height: 96px;
  }
  & figcaption {
    font-weight: 600;
  }
`);

const Photo = classed('div', css`
  position: relative;
  width: min(240px, 60vw);
  overflow: hidden;
  border-radius: ${radius};
`);

const Lock = classed('div', css`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  gap: 0.5rem;
  padding: 0.75rem;
  background: rgba(15, 20, 60, 0.45);
  color: #fff;
  text-align: center;
  white-space: normal;
  & a {
    color: #fff;
    font-weight: 700;
  }
`);

/** A gift's picture with its name. */
export const GiftPicture = ({ gift }: { gift: GiftId }) => {
  const intl = useIntl();
  const name = intl.formatMessage(giftNames[gift]);
  return (
    <Gift>
      <img src={giftPicturePath(gift)} alt="" width={96} height={96} />
      <figcaption>{name}</figcaption>
    </Gift>
  );
};

/** A photo sent in the conversation; a free member gets it blurred with the way to see it (spec §6). */
export const ChatPhotoView = ({ photo, cdnPrefix }: { photo: ChatPhoto; cdnPrefix: string }) => {
  const intl = useIntl();
  return (
    <Photo>
      <PlaceholderPhoto src={`${cdnPrefix}${photo.files.card}`} alt={intl.formatMessage(messages.photo)} thumbhash={photo.thumbhash} size={400} loading="lazy" />
      {photo.locked && (
        <Lock>
          <span>{intl.formatMessage(messages.locked)}</span>
          <Link href="/premium">{intl.formatMessage(messages.upgrade)}</Link>
        </Lock>
      )}
    </Photo>
  );
};
