import { defineMessages, useIntl } from 'react-intl';
import { selectListsLoading, selectReceivedLikes, selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { Heading, Page, Spinner } from '../shell/ui';
import { MemberCard } from './MemberCard';
import { MemberGrid } from './MemberGrid';

const messages = defineMessages({
  title: { id: 'likes.title', defaultMessage: 'Likes' },
  empty: { id: 'likes.empty', defaultMessage: 'Nog geen likes ontvangen.' },
  loading: { id: 'likes.loading', defaultMessage: 'Likes worden geladen…' },
});

/** Members who liked you, new ones first (the order the server gives). */
export const LikesScreen = () => {
  const intl = useIntl();
  const likes = useApp(selectReceivedLikes);
  const settings = useApp(selectSettings);
  const loading = useApp(selectListsLoading);
  return (
    <Page aria-busy={loading}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      {loading ? (
        <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />
      ) : likes.length === 0 ? (
        <p>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <MemberGrid>
          {likes.map((like, position) => (
            <MemberCard key={like.id} member={like.profile} position={position} href={`/likes/m/${like.profile.id}`} cdnPrefix={settings.cdn_prefix} fictionalIcon={settings.fictional_icon} />
          ))}
        </MemberGrid>
      )}
    </Page>
  );
};
