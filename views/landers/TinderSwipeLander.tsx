import { css, cx } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';
import { landerDeckMachine } from '../../machines/lander-deck/lander-deck.machine';
import { selectCanResume, selectCard, selectLastDecision, selectLiked, selectSignupUp } from '../../machines/lander-deck/selectors';
import { decisionOfKey } from '../../machines/swipe-game/gesture';
import { memberCardSurface } from '../screens/MemberCard';
import { useMachineActor } from '../app-actor';
import { classed } from '../shell/classed';
import { VisuallyHidden } from '../shell/ui';
import { colors, media } from '../theme';
import { DeckCard, LeavingCard } from './DeckCard';
import { LanderSignup, TeaserFace, useTeasers } from './parts';

type DeckActor = ActorRefFrom<typeof landerDeckMachine>;

const messages = defineMessages<{
  title: {}; hint: {}; keys: {}; like: {}; pass: {}; signupNow: {}; passed: { name: string; next: string }; loading: {};
  matchQuestion: { name: string }; matchText: { name: string }; endQuestion: {}; endText: {}; resume: {};
}>({
  title: { id: 'lander.swipe.title', defaultMessage: 'Wie vind jij leuk?' },
  hint: { id: 'lander.swipe.hint', defaultMessage: 'Leden bij jou in de buurt. Swipe naar rechts als je iemand leuk vindt, naar links voor de volgende.' },
  keys: { id: 'lander.swipe.keys', defaultMessage: 'Met het toetsenbord: ← volgende, → leuk.' },
  like: { id: 'lander.swipe.like', defaultMessage: 'Leuk' },
  pass: { id: 'lander.swipe.pass', defaultMessage: 'Volgende' },
  signupNow: { id: 'lander.swipe.signupNow', defaultMessage: 'Meteen gratis aanmelden' },
  passed: { id: 'lander.swipe.passed', defaultMessage: '{name} overgeslagen. Nu: {next}.' },
  loading: { id: 'lander.swipe.loading', defaultMessage: 'Leden bij jou in de buurt worden geladen…' },
  matchQuestion: { id: 'lander.swipe.matchQuestion', defaultMessage: 'Is het een match met {name}?' },
  matchText: { id: 'lander.swipe.matchText', defaultMessage: 'Of {name} jou ook leuk vindt, zie je zodra je lid bent. Aanmelden is gratis.' },
  endQuestion: { id: 'lander.swipe.endQuestion', defaultMessage: 'Er wachten meer leden op je' },
  endText: { id: 'lander.swipe.endText', defaultMessage: 'Meld je gratis aan om zelf te zoeken, profielen te bekijken en te chatten.' },
  resume: { id: 'lander.swipe.resume', defaultMessage: 'Verder swipen' },
});

const Main = classed('main', css`
  min-height: 70vh;
  padding: 1.25rem 0.75rem 3rem;
  background: linear-gradient(180deg, #fde7ef 0%, ${colors.background} 70%);
  color: ${colors.text};
  ${media.md} {
    padding: 2.5rem 1.5rem 4rem;
  }
`);

const Column = classed('div', css`
  max-width: 24rem;
  margin: 0 auto;
  text-align: center;
  & h1 {
    margin: 0 0 0.4rem;
    color: ${colors.dark};
    font-size: 1.7rem;
  }
  & p {
    margin: 0 0 0.5rem;
  }
`);

// For a keyboard: a touch screen has none to speak of.
const Keys = classed('p', css`
  color: ${colors.muted};
  font-size: 0.9rem;
  @media (pointer: coarse) {
    display: none;
  }
`);

// The stage holds the card in one grid cell; the card below it peeks out as a second edge. Its width
// leaves room on a short phone screen for the heading above and the buttons below.
const Stage = classed('div', css`
  position: relative;
  display: grid;
  width: min(100%, max(15rem, 100vh - 28rem));
  margin: 1rem auto 0;
  text-align: left;
  &::before {
    content: '';
    grid-area: 1 / 1;
    margin: 0 0.75rem;
    border-radius: 12px;
    background: ${colors.surface};
    box-shadow: 0 2px 10px rgba(31, 42, 107, 0.12);
    transform: translateY(10px);
  }
`);

// A card's shape while members load after a navigation: the page does not jump when they come.
const Placeholder = classed('div', css`
  aspect-ratio: 4 / 5;
  border-radius: 12px;
  background: ${colors.border};
`);

const Controls = classed('div', css`
  display: flex;
  justify-content: center;
  gap: 2rem;
  margin: 1.5rem 0 0.5rem;
`);

const roundButton = `
  display: grid;
  place-items: center;
  gap: 0.1rem;
  width: 5rem;
  height: 5rem;
  border-radius: 50%;
  font: inherit;
  font-size: 0.8rem;
  font-weight: 700;
  cursor: pointer;
  box-shadow: 0 4px 14px rgba(31, 42, 107, 0.18);
  & span {
    font-size: 1.6rem;
    line-height: 1;
  }
  &:focus-visible {
    outline: 3px solid ${colors.primaryStrong};
    outline-offset: 3px;
  }
`;

const PassButton = classed('button', css`
  ${roundButton}
  border: 2px solid ${colors.border};
  background: ${colors.surface};
  color: ${colors.danger};
`);

const LikeButton = classed('button', css`
  ${roundButton}
  border: 0;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
`);

const TextButton = classed('button', css`
  min-height: 44px;
  padding: 0 1rem;
  border: 0;
  background: none;
  color: ${colors.dark};
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
`);

const End = classed('div', css`
  display: grid;
  gap: 1.25rem;
  max-width: 60rem;
  margin: 0 auto;
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
    gap: 2rem;
  }
`);

// On a phone the member liked is a small card beside the text, so the form stays near; above it on a desktop.
const Question = classed('div', css`
  &:focus {
    outline: none;
  }
  & > p:first-child {
    margin: 0 0 0.4rem;
    color: ${colors.dark};
    font-size: 1.5rem;
    font-weight: 800;
  }
  & > p {
    margin: 0 0 1rem;
  }
  &[data-liked='true'] {
    display: grid;
    grid-template-columns: 8rem minmax(0, 1fr);
    column-gap: 1rem;
    align-items: start;
  }
  &[data-liked='true'] > :is(p:first-child, button) {
    grid-column: 1 / -1;
  }
  &[data-liked='true'] > p:nth-child(2) {
    grid-column: 2;
    grid-row: 2;
  }
  ${media.md} {
    &[data-liked='true'] {
      display: block;
    }
  }
`);

const Liked = classed('div', cx(memberCardSurface, css`
  grid-column: 1;
  grid-row: 2;
  font-size: 0.85rem;
  ${media.md} {
    max-width: 16rem;
    margin-bottom: 0.5rem;
    font-size: 1rem;
  }
`));

/** The arrow keys decide anywhere on the page while the deck is on show, except while typing. */
const useArrowKeys = (actor: DeckActor, active: boolean) => {
  useEffect(() => {
    if (!active) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const decision = decisionOfKey(event.key);
      const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName));
      if (decision === null || typing || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      actor.send({ type: decision === 'like' ? 'deck.like' : 'deck.pass' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [actor, active]);
};

/** What a screen reader hears after a pass: who was passed and who is on show now (a like ends the deck). */
const Announcer = (props: { actor: DeckActor; card: MemberSummary | null }) => {
  const intl = useIntl();
  const last = useSelector(props.actor, selectLastDecision);
  const text = last?.decision === 'pass' && props.card !== null ? intl.formatMessage(messages.passed, { name: last.member.name, next: props.card.name }) : '';
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
};

/** The card and its buttons; back from the form (`resumed`), the ✕ button takes the focus the form's button had. */
const Swiping = (props: { actor: DeckActor; card: MemberSummary; resumed: boolean }) => {
  const intl = useIntl();
  const { actor, card } = props;
  const last = useSelector(actor, selectLastDecision);
  const pass = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (props.resumed) pass.current?.focus();
  }, [props.resumed]);
  const decide = (decision: 'like' | 'pass') => actor.send({ type: decision === 'like' ? 'deck.like' : 'deck.pass' });
  return (
    <>
      <Stage>
        <DeckCard key={card.id} member={card} onDecide={decide} />
        {last !== null && <LeavingCard key={`${last.member.id}-${last.decision}`} decided={last} />}
      </Stage>
      <Controls>
        <PassButton ref={pass} type="button" onClick={() => decide('pass')}>
          <span aria-hidden="true">✕</span>
          {intl.formatMessage(messages.pass)}
        </PassButton>
        <LikeButton type="button" onClick={() => decide('like')}>
          <span aria-hidden="true">♥</span>
          {intl.formatMessage(messages.like)}
        </LikeButton>
      </Controls>
      <TextButton type="button" onClick={() => actor.send({ type: 'deck.signup' })}>
        {intl.formatMessage(messages.signupNow)}
      </TextButton>
    </>
  );
};

/**
 * The deck's end: the question a like raised ("is it a match?"), or what else waits, beside the embedded
 * signup form (its own h1). Reached by the visitor, it takes the focus, so a screen reader reads it next.
 */
const DeckEnd = (props: { actor: DeckActor; reached: boolean; onResume: () => void }) => {
  const intl = useIntl();
  const liked = useSelector(props.actor, selectLiked);
  const canResume = useSelector(props.actor, selectCanResume);
  const question = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (props.reached) question.current?.focus();
  }, [props.reached]);
  return (
    <End>
      <Question ref={question} tabIndex={-1} data-liked={liked !== null}>
        <p>{liked === null ? intl.formatMessage(messages.endQuestion) : intl.formatMessage(messages.matchQuestion, { name: liked.name })}</p>
        <p>{liked === null ? intl.formatMessage(messages.endText) : intl.formatMessage(messages.matchText, { name: liked.name })}</p>
        {liked !== null && (
          <Liked>
            <TeaserFace member={liked} position={0} />
          </Liked>
        )}
        {canResume && (
          <TextButton
            type="button"
            onClick={() => {
              props.onResume();
              props.actor.send({ type: 'deck.resume' });
            }}
          >
            {intl.formatMessage(messages.resume)}
          </TextButton>
        )}
      </Question>
      <LanderSignup />
    </End>
  );
};

/** The deck, dealt once the members are known (served with the page, or loaded after a navigation). */
const Deck = (props: { members: ReadonlyArray<MemberSummary> }) => {
  const intl = useIntl();
  const actor = useMachineActor(landerDeckMachine, { input: { members: props.members } });
  const card = useSelector(actor, selectCard);
  const signupUp = useSelector(actor, selectSignupUp);
  const [resumed, setResumed] = useState(false);
  useArrowKeys(actor, !signupUp);
  if (signupUp || card === null) return <DeckEnd actor={actor} reached={props.members.length > 0} onResume={() => setResumed(true)} />;
  return (
    <Column>
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.hint)}</p>
      <Keys>{intl.formatMessage(messages.keys)}</Keys>
      <Announcer actor={actor} card={card} />
      <Swiping actor={actor} card={card} resumed={resumed} />
    </Column>
  );
};

/**
 * /landers/tinderswipe: a swipe deck of the members near the visitor. Drag, the ✕ / ♥ buttons or the arrow
 * keys decide; a like asks at once whether it is a match, which signing up reveals: the deck ends in the
 * embedded signup form (machines/lander-deck). Without members the form is all there is.
 */
export const TinderSwipeLander = () => {
  const intl = useIntl();
  const { members, loading } = useTeasers();
  return (
    <Main aria-busy={loading}>
      {loading ? (
        <Column>
          <h1>{intl.formatMessage(messages.title)}</h1>
          <VisuallyHidden role="status">{intl.formatMessage(messages.loading)}</VisuallyHidden>
          <Stage>
            <Placeholder />
          </Stage>
        </Column>
      ) : (
        <Deck members={members} />
      )}
    </Main>
  );
};
