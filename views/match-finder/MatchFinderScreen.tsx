import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import { matchFinderFeature } from '../../machines/match-finder/feature';
import { selectCanLike, selectHasFailed, selectIsLoading, selectLiked, selectLikeFailed, selectSuggestions } from '../../machines/match-finder/selectors';
import { useApp, useFeatureActor } from '../app-actor';
import { MemberCard } from '../screens/MemberCard';
import { MemberGrid } from '../screens/MemberGrid';
import { ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { LikeControl } from './LikeControl';
import { SuggestionReason } from './SuggestionReason';

const messages = defineMessages<{
  title: {};
  intro: {};
  loading: {};
  failed: {};
  retry: {};
  empty: {};
  likeFailed: {};
}>({
  title: { id: 'matchFinder.title', defaultMessage: 'Matchfinder' },
  intro: { id: 'matchFinder.intro', defaultMessage: 'Leden die bij jou passen, op basis van je voorkeuren en wie je eerder leuk vond.' },
  loading: { id: 'matchFinder.loading', defaultMessage: 'Suggesties worden geladen…' },
  failed: { id: 'matchFinder.failed', defaultMessage: 'De suggesties konden niet worden geladen.' },
  retry: { id: 'matchFinder.retry', defaultMessage: 'Opnieuw proberen' },
  empty: { id: 'matchFinder.empty', defaultMessage: 'Nog geen suggesties. Vul je profiel aan en kom later terug.' },
  likeFailed: { id: 'matchFinder.likeFailed', defaultMessage: 'De like kon niet worden gegeven. Probeer het opnieuw.' },
});

/**
 * The match finder: suggestions from the member's preferences and likes, each with why, liked from the card.
 * `children` close the page (/signup-matches shows the way on to the members there).
 */
export const MatchFinderScreen = ({ children }: { children?: ReactNode }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const actor = useFeatureActor(matchFinderFeature);
  const suggestions = useSelector(actor, selectSuggestions);
  const liked = useSelector(actor, selectLiked);
  const likeFailed = useSelector(actor, selectLikeFailed);
  const canLike = useSelector(actor, selectCanLike);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  return (
    <Page aria-busy={loading}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <p>{intl.formatMessage(messages.intro)}</p>
      {likeFailed && <ErrorText role="alert">{intl.formatMessage(messages.likeFailed)}</ErrorText>}
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {failed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'matchFinder.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {!loading && !failed && suggestions.length === 0 && <p>{intl.formatMessage(messages.empty)}</p>}
      {suggestions.length > 0 && (
        <MemberGrid>
          {suggestions.map((suggestion, position) => {
            const member = suggestion.profile;
            return (
              <MemberCard
                key={member.id}
                member={member}
                position={position}
                href={`/members/${member.id}`}
                cdnPrefix={settings.cdn_prefix}
                fictionalIcon={settings.fictional_icon}
                action={
                  <>
                    <SuggestionReason suggestion={suggestion} />
                    <LikeControl
                      name={member.name}
                      liked={liked.includes(member.id)}
                      canLike={canLike}
                      onLike={() => actor.send({ type: 'matchFinder.like', member })}
                    />
                  </>
                }
              />
            );
          })}
        </MemberGrid>
      )}
      {children}
    </Page>
  );
};
