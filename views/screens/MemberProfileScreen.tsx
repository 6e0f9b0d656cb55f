import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { isRight } from 'fp-ts/Either';
import { defineMessages, useIntl } from 'react-intl';
import { Link, Redirect, useLocation, useParams } from 'wouter';
import { IdFromString } from '../../io/codec/primitives';
import { selectSettings, selectUser } from '../../machines/app/selectors';
import { profileViewFeature } from '../../machines/profile-view/feature';
import { selectHasFailed, selectHasLeft, selectIsLoading, selectIsNotFound } from '../../machines/profile-view/selectors';
import { routeIdOf } from '../../machines/shared/routes';
import type { ProfileViewInput } from '../../machines/profile-view/types';
import { useApp, useFeatureActor } from '../app-actor';
import { ProfileDetails } from '../profile/ProfileDetails';
import { ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';

const messages = defineMessages({
  loading: { id: 'memberProfile.loading', defaultMessage: 'Profiel wordt geladen…' },
  failed: { id: 'memberProfile.failed', defaultMessage: 'Het profiel kon niet worden geladen.' },
  retry: { id: 'memberProfile.retry', defaultMessage: 'Opnieuw proberen' },
  notFound: { id: 'memberProfile.notFound', defaultMessage: 'Dit profiel bestaat niet (meer).' },
  back: { id: 'profile.back', defaultMessage: 'Terug naar de leden' },
});

const centred = css`
  display: grid;
  justify-items: start;
  gap: 1rem;
`;

/** One member, started on the route's id; a path without a valid id is a profile that does not exist. */
export const MemberProfileScreen = () => {
  const params = useParams<{ id: string }>();
  const [path] = useLocation();
  const user = useApp(selectUser);
  const decoded = IdFromString.decode(params.id);
  if (!isRight(decoded)) return <NotFound />;
  // Keyed by the member: going from one profile to another (a link on it) starts that member's machine anew.
  return <LoadedScreen key={decoded.right} input={{ memberId: decoded.right, viaLike: routeIdOf(path) === 'likes-member', viewer: user === null ? 'visitor' : 'member' }} />;
};

const NotFound = () => {
  const intl = useIntl();
  return (
    <Page className={centred}>
      <Heading>{intl.formatMessage(messages.notFound)}</Heading>
      <Link href="/members">{intl.formatMessage(messages.back)}</Link>
    </Page>
  );
};

const LoadedScreen = ({ input }: { input: ProfileViewInput }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const actor = useFeatureActor(profileViewFeature, { input });
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const notFound = useSelector(actor, selectIsNotFound);
  const left = useSelector(actor, selectHasLeft);
  if (left) return <Redirect to="/members" replace />;
  if (notFound) return <NotFound />;
  return (
    <Page aria-busy={loading}>
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {failed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'profile.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      <ProfileDetails actor={actor} cdnPrefix={settings.cdn_prefix} fictionalIcon={settings.fictional_icon} />
    </Page>
  );
};
