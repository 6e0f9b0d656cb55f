import { css } from '@linaria/core';
import type { MemberSummary } from '../../io/entities/member';
import { PlaceholderPhoto } from '../photos/PlaceholderPhoto';
import { classed } from '../shell/classed';
import { colors } from '../theme';

/** The avatar's side in px: the thumbnails are square and small. */
const side = 48;

const Frame = classed('span', css`
  flex: none;
  width: ${String(side)}px;
  height: ${String(side)}px;
  overflow: hidden;
  border-radius: 50%;
`);

const NoPhoto = classed('span', css`
  display: block;
  width: 100%;
  height: 100%;
  background: ${colors.border};
`);

/** The other member's round thumbnail (the server blurs it for a free member), or an empty circle. */
export const ChatAvatar = ({ profile, cdnPrefix }: { profile: MemberSummary; cdnPrefix: string }) => {
  const image = profile.main_image;
  return (
    <Frame>
      {image === null ? (
        <NoPhoto />
      ) : (
        <PlaceholderPhoto src={`${cdnPrefix}${image.thumb_filename}`} alt="" thumbhash={image.thumbhash ?? ''} size={side} loading="lazy" />
      )}
    </Frame>
  );
};
