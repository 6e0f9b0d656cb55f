import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { selectSettings } from '../../machines/app/selectors';
import { decisionOfKey } from '../../machines/swipe-game/gesture';
import { swipeGameFeature } from '../../machines/swipe-game/feature';
import {
  selectCanLike,
  selectCanPass,
  selectCandidate,
  selectHasFailed,
  selectIsLoading,
  selectLikesLeft,
  selectLimitReached,
  selectNobodyLeft,
} from '../../machines/swipe-game/selectors';
import type { Decision } from '../../machines/swipe-game/swipe-game.machine';
import { useApp, useFeatureActor } from '../app-actor';
import { classed } from '../shell/classed';
import { Card, ErrorText, Heading, Page, PrimaryButton, Spinner } from '../shell/ui';
import { colors } from '../theme';
import { LimitNotice } from './LimitNotice';
import { SwipeAnnouncer } from './SwipeAnnouncer';
import { SwipeCard } from './SwipeCard';

const messages = defineMessages<{
  title: {};
  hint: {};
  like: {};
  pass: {};
  likesLeft: { count: number };
  loading: {};
  failed: {};
  retry: {};
  nobodyLeft: {};
}>({
  title: { id: 'swipeGame.title', defaultMessage: 'Swipe game' },
  hint: { id: 'swipeGame.hint', defaultMessage: 'Sleep de kaart naar rechts om te liken, naar links om over te slaan. Of gebruik de knoppen, of de pijltjestoetsen → (liken) en ← (overslaan).' },
  like: { id: 'swipeGame.like', defaultMessage: 'Liken' },
  pass: { id: 'swipeGame.pass', defaultMessage: 'Overslaan' },
  likesLeft: { id: 'swipeGame.likesLeft', defaultMessage: '{count, plural, one {Nog # like vandaag} other {Nog # likes vandaag}}' },
  loading: { id: 'swipeGame.loading', defaultMessage: 'Het volgende lid wordt geladen…' },
  failed: { id: 'swipeGame.failed', defaultMessage: 'Het swipe game kon niet worden geladen.' },
  retry: { id: 'swipeGame.retry', defaultMessage: 'Opnieuw proberen' },
  nobodyLeft: { id: 'swipeGame.nobodyLeft', defaultMessage: 'Je hebt iedereen gezien. Kom later terug voor nieuwe leden.' },
});

const Buttons = classed('div', css`
  display: flex;
  justify-content: center;
  gap: 1rem;
  margin: 1rem 0;
`);

const Hint = classed('p', css`
  color: ${colors.muted};
`);

/** The swipe game (spec §9: 4 likes a day): one member at a time, liked or passed by drag, button or key. */
export const SwipeGameScreen = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const actor = useFeatureActor(swipeGameFeature);
  const candidate = useSelector(actor, selectCandidate);
  const likesLeft = useSelector(actor, selectLikesLeft);
  const limitReached = useSelector(actor, selectLimitReached);
  const nobodyLeft = useSelector(actor, selectNobodyLeft);
  const loading = useSelector(actor, selectIsLoading);
  const failed = useSelector(actor, selectHasFailed);
  const canLike = useSelector(actor, selectCanLike);
  const canPass = useSelector(actor, selectCanPass);
  const decide = (decision: Decision) => actor.send({ type: decision === 'like' ? 'swipe.like' : 'swipe.pass' });

  // The arrow keys play anywhere on the page, except while typing; the machine ignores a key it cannot take.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const decision = decisionOfKey(event.key);
      const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName));
      if (decision === null || typing || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      actor.send({ type: decision === 'like' ? 'swipe.like' : 'swipe.pass' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor]);

  return (
    <Page aria-busy={loading}>
      <Heading>{intl.formatMessage(messages.title)}</Heading>
      <SwipeAnnouncer actor={actor} />
      {failed && (
        <div role="alert">
          <ErrorText>{intl.formatMessage(messages.failed)}</ErrorText>
          <PrimaryButton type="button" onClick={() => actor.send({ type: 'swipe.retry' })}>
            {intl.formatMessage(messages.retry)}
          </PrimaryButton>
        </div>
      )}
      {loading && <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />}
      {limitReached && <LimitNotice actor={actor} />}
      {!limitReached && nobodyLeft && <Card>{intl.formatMessage(messages.nobodyLeft)}</Card>}
      {!limitReached && candidate !== null && !failed && (
        <>
          <Hint>{intl.formatMessage(messages.hint)}</Hint>
          <p aria-hidden="true">{intl.formatMessage(messages.likesLeft, { count: likesLeft })}</p>
          <SwipeCard member={candidate} cdnPrefix={settings.cdn_prefix} fictionalIcon={settings.fictional_icon} onDecide={decide} />
          <Buttons>
            <PrimaryButton type="button" disabled={!canPass} onClick={() => decide('pass')}>
              {intl.formatMessage(messages.pass)}
            </PrimaryButton>
            <PrimaryButton type="button" disabled={!canLike} onClick={() => decide('like')}>
              {intl.formatMessage(messages.like)}
            </PrimaryButton>
          </Buttons>
        </>
      )}
    </Page>
  );
};
