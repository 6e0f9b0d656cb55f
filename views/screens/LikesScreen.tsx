import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { selectListsLoading, selectSettings } from '../../machines/app/selectors';
import { likesFeature } from '../../machines/likes/feature';
import { selectIsIdle, selectLikedBack, selectLikeLists, selectLikesFailure, selectUnliked } from '../../machines/likes/selectors';
import { offersLikeBack, tabOf, withoutUnliked, type LikesTab } from '../../machines/likes/tabs';
import { useApp, useFeatureActor } from '../app-actor';
import { likesPanelId, LikesTabs, tabId } from '../likes/LikesTabs';
import { CardAction, CardNote } from '../likes/ui';
import { classed } from '../shell/classed';
import { ErrorText, Heading, Page, Spinner } from '../shell/ui';
import { colors } from '../theme';
import { ErrorScreen } from './ErrorScreen';
import { MemberCard } from './MemberCard';
import { MemberGrid } from './MemberGrid';

const messages = defineMessages<{
  title: {};
  loading: {};
  empty: {};
  emptyGiven: {};
  emptyMutual: {};
  isNew: {};
  likeBack: { name: string };
  likedBack: {};
  unlike: { name: string };
  unlikeFailed: {};
  likeBackFailed: {};
}>({
  title: { id: 'likes.title', defaultMessage: 'Likes' },
  empty: { id: 'likes.empty', defaultMessage: 'Nog geen likes ontvangen.' },
  emptyGiven: { id: 'likes.emptyGiven', defaultMessage: 'Je hebt nog niemand een like gegeven.' },
  emptyMutual: { id: 'likes.emptyMutual', defaultMessage: 'Nog geen matches: zodra iemand die jij leuk vindt jou ook leuk vindt, staat die hier.' },
  loading: { id: 'likes.loading', defaultMessage: 'Likes worden geladen…' },
  isNew: { id: 'likes.new', defaultMessage: 'Nieuw' },
  likeBack: { id: 'likes.likeBack', defaultMessage: '{name} terug liken' },
  likedBack: { id: 'likes.likedBack', defaultMessage: 'Het is een match!' },
  unlike: { id: 'likes.unlike', defaultMessage: 'Like voor {name} intrekken' },
  unlikeFailed: { id: 'likes.unlikeFailed', defaultMessage: 'De like kon niet worden ingetrokken. Probeer het opnieuw.' },
  likeBackFailed: { id: 'likes.likeBackFailed', defaultMessage: 'De like kon niet worden gegeven. Probeer het opnieuw.' },
});

const failureMessages = { 'likes.unlikeFailed': messages.unlikeFailed, 'likes.likeBackFailed': messages.likeBackFailed } as const;

const NewBadge = classed('p', css`
  margin: 0.4rem 0 0;
  color: ${colors.secondary};
  font-weight: 700;
  text-align: center;
`);

/** One tab's cards; every card leads to the member under /likes/m/{id} (spec §2). */
const LikesPanel = (props: { tab: LikesTab }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const loading = useApp(selectListsLoading);
  const lists = useApp(selectLikeLists);
  const actor = useFeatureActor(likesFeature);
  const unliked = useSelector(actor, selectUnliked);
  const likedBack = useSelector(actor, selectLikedBack);
  const failure = useSelector(actor, selectLikesFailure);
  const idle = useSelector(actor, selectIsIdle);
  const card = { cdnPrefix: settings.cdn_prefix, fictionalIcon: settings.fictional_icon };
  const members =
    props.tab === 'received'
      ? lists.received.map((like) => ({ member: like.profile, isNew: like.like_new }))
      : (props.tab === 'given' ? withoutUnliked(lists.given, unliked) : lists.mutual).map((member) => ({ member, isNew: false }));
  const empty = props.tab === 'received' ? messages.empty : props.tab === 'given' ? messages.emptyGiven : messages.emptyMutual;
  const actionFor = (member: (typeof members)[number]['member']) => {
    if (props.tab === 'given') {
      return (
        <CardAction type="button" disabled={!idle} onClick={() => actor.send({ type: 'likes.unlike', member })}>
          {intl.formatMessage(messages.unlike, { name: member.name })}
        </CardAction>
      );
    }
    if (props.tab !== 'received') return undefined;
    return offersLikeBack(lists, likedBack, member.id) ? (
      <CardAction type="button" disabled={!idle} onClick={() => actor.send({ type: 'likes.likeBack', member })}>
        {intl.formatMessage(messages.likeBack, { name: member.name })}
      </CardAction>
    ) : (
      <CardNote>{intl.formatMessage(messages.likedBack)}</CardNote>
    );
  };
  return (
    <section role="tabpanel" id={likesPanelId} aria-labelledby={tabId(props.tab)} aria-busy={loading} tabIndex={0}>
      {failure !== null && <ErrorText role="alert">{intl.formatMessage(failureMessages[failure])}</ErrorText>}
      {loading ? (
        <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />
      ) : members.length === 0 ? (
        <p>{intl.formatMessage(empty)}</p>
      ) : (
        <MemberGrid>
          {members.map(({ member, isNew }, position) => (
            <MemberCard
              key={member.id}
              member={member}
              position={position}
              href={`/likes/m/${member.id}`}
              {...card}
              action={
                <>
                  {isNew && <NewBadge>{intl.formatMessage(messages.isNew)}</NewBadge>}
                  {actionFor(member)}
                </>
              }
            />
          ))}
        </MemberGrid>
      )}
    </section>
  );
};

/** /likes and /likes/{type}: received (the default), given and mutual likes as tabs; another type is a 404. */
export const LikesScreen = () => {
  const intl = useIntl();
  const { type } = useParams<{ type?: string }>();
  const tab = tabOf(type);
  if (tab === null) return <ErrorScreen status={404} />;
  return (
    <Page>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <LikesTabs selected={tab} />
      <LikesPanel tab={tab} />
    </Page>
  );
};
