import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import type { User } from '../../io/entities/user';
import { selectUser } from '../../machines/app/selectors';
import { photosFeature } from '../../machines/photos/feature';
import { profileEditFeature } from '../../machines/profile-edit/feature';
import { selectIsLoading, selectLoadFailed } from '../../machines/profile-edit/selectors';
import { useApp, useFeatureActor } from '../app-actor';
import { PhotoManager } from '../profile-edit/PhotoManager';
import { ProfileForm } from '../profile-edit/ProfileForm';
import { ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';

const messages = defineMessages({
  title: { id: 'screen.profile', defaultMessage: 'Mijn profiel' },
  loading: { id: 'profileEdit.loading', defaultMessage: 'Je profiel wordt geladen…' },
  loadFailed: { id: 'profileEdit.loadFailed', defaultMessage: 'Je profiel kon niet worden geladen.' },
  retry: { id: 'profileEdit.retry', defaultMessage: 'Opnieuw proberen' },
});

const OwnProfile = ({ user }: { user: User }) => {
  const intl = useIntl();
  const profile = useFeatureActor(profileEditFeature);
  const photos = useFeatureActor(photosFeature, { input: { memberId: user.id, premium: user.paid_user } });
  const loading = useSelector(profile, selectIsLoading);
  const failed = useSelector(profile, selectLoadFailed);
  return (
    <Page aria-busy={loading}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <PhotoManager actor={photos} />
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {failed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.loadFailed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => profile.send({ type: 'profile.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {!loading && !failed && <ProfileForm actor={profile} />}
    </Page>
  );
};

/** /profile: the member's own photos and profile (the route table lets only members in). */
export const ProfileScreen = () => {
  const user = useApp(selectUser);
  return user === null ? null : <OwnProfile user={user} />;
};
