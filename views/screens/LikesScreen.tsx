import { styled } from '@linaria/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectReceivedLikes, selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { Heading, Page } from '../shell/ui';
import { media } from '../theme';
import { MemberCard } from './MemberCard';

const messages = defineMessages({
  title: { id: 'likes.title', defaultMessage: 'Likes' },
  empty: { id: 'likes.empty', defaultMessage: 'Nog geen likes ontvangen.' },
});

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Members who liked you, new ones first (the order the server gives). */
export const LikesScreen = () => {
  const intl = useIntl();
  const likes = useApp(selectReceivedLikes);
  const settings = useApp(selectSettings);
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      {likes.length === 0 ? (
        <p>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <Grid>
          {likes.map((like) => (
            <MemberCard key={like.id} member={like.profile} cdnPrefix={settings.cdn_prefix} fictionalIcon={settings.fictional_icon} />
          ))}
        </Grid>
      )}
    </Page>
  );
};
