import { css } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberTeaser } from '../../io/public-page';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors } from '../theme';
import { firstLineOf } from './excerpt';
import { LiveCamBlock } from './LiveCamBlock';
import { AgeAndPlace, Disclosure, LockedTile, MainPhoto, MemberLandingGate, otherPhotosOf, SignupToChat, surface } from './member-teaser';

const messages = defineMessages<{
  chatWith: { name: string };
  messages: {};
  fromProfile: { name: string };
  sayHello: { name: string };
  lockedPhotos: { count: number };
  reply: { name: string };
}>({
  chatWith: { id: 'lander.chat.with', defaultMessage: 'Chat met {name}' },
  messages: { id: 'lander.chat.messages', defaultMessage: 'Berichten' },
  fromProfile: { id: 'lander.chat.fromProfile', defaultMessage: 'Uit het profiel van {name}' },
  sayHello: { id: 'lander.chat.sayHello', defaultMessage: 'Stuur {name} het eerste bericht' },
  lockedPhotos: { id: 'lander.chat.lockedPhotos', defaultMessage: '{count, plural, one {# vergrendelde foto} other {# vergrendelde foto’s}}' },
  reply: { id: 'lander.chat.reply', defaultMessage: 'Antwoord {name}: meld je gratis aan om met {name} te chatten' },
});

/** The blurred photos one message holds. */
const photosInMessage = 3;

const Window = classed('section', css`
  max-width: 40rem;
  margin: 0 auto;
`);

const belowWindow = css`
  max-width: 40rem;
  margin-inline: auto;
`;

const Header = classed('div', css`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  background: ${colors.dark};
  color: ${colors.onDark};
  & h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  & p {
    margin: 0.1rem 0 0;
    font-size: 0.9rem;
  }
`);

const Avatar = classed('div', css`
  flex: none;
  width: 3rem;
  overflow: hidden;
  border-radius: 50%;
`);

const Notice = classed('div', css`
  padding: 0 1rem;
  &:not(:empty) {
    padding-bottom: 0.5rem;
  }
`);

const Log = classed('ol', css`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 1rem;
  background: ${colors.background};
  list-style: none;
`);

// Their messages on the left, as a chat draws the other side; each appears in turn unless motion is reduced.
const Bubble = classed('li', css`
  justify-self: start;
  max-width: min(85%, 22rem);
  padding: 0.6rem 0.8rem;
  border-radius: 4px 16px 16px 16px;
  background: ${colors.surface};
  box-shadow: 0 1px 3px rgba(31, 42, 107, 0.12);
  overflow-wrap: anywhere;
  animation: lander-bubble-in 0.35s ease-out both;
  &:nth-child(2) {
    animation-delay: 0.25s;
  }
  &:nth-child(3) {
    animation-delay: 0.5s;
  }
  @keyframes lander-bubble-in {
    from {
      opacity: 0;
      transform: translateY(0.5rem);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  & small {
    display: block;
    margin-top: 0.3rem;
    color: ${colors.muted};
  }
`);

const PhotoBubble = classed('li', css`
  justify-self: start;
  width: min(70%, 15rem);
  overflow: hidden;
  border-radius: 4px 16px 16px 16px;
  list-style: none;
`);

const SystemLine = classed('li', css`
  justify-self: center;
  color: ${colors.muted};
  font-size: 0.9rem;
`);

const Tiles = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(${String(photosInMessage)}, 4.5rem);
  gap: 0.3rem;
  margin: 0;
  padding: 0;
`);

const ReplyBox = classed('div', css`
  padding: 1rem;
  border-top: 1px solid ${colors.border};
`);

/** landing2: a chat window opened on the member: their photo and first line as messages, the signup as the reply box. */
const ChatLanding = ({ teaser }: { teaser: MemberTeaser }) => {
  const intl = useIntl();
  const nameId = useId();
  const { profile } = teaser;
  const { name } = profile;
  const opening = firstLineOf(profile.about ?? '');
  const others = otherPhotosOf(teaser.photos);
  return (
    <Page>
      <Window aria-labelledby={nameId} className={surface}>
        <Header>
          <Avatar>
            <MainPhoto profile={profile} first={false} decorative />
          </Avatar>
          <div>
            <h2 id={nameId}>{intl.formatMessage(messages.chatWith, { name })}</h2>
            <AgeAndPlace profile={profile} />
          </div>
        </Header>
        <Notice>
          <Disclosure profile={profile} />
        </Notice>
        <Log aria-label={intl.formatMessage(messages.messages)}>
          <PhotoBubble>
            <MainPhoto profile={profile} first />
          </PhotoBubble>
          {opening === '' ? (
            <SystemLine>{intl.formatMessage(messages.sayHello, { name })}</SystemLine>
          ) : (
            <Bubble>
              {opening}
              <small>{intl.formatMessage(messages.fromProfile, { name })}</small>
            </Bubble>
          )}
          {others.length > 0 && (
            <Bubble>
              <Tiles>
                {others.slice(0, photosInMessage).map((photo, index) => (
                  <LockedTile key={photo.id} photo={photo} name={name} position={index + 2} />
                ))}
              </Tiles>
              <small>{intl.formatMessage(messages.lockedPhotos, { count: others.length })}</small>
            </Bubble>
          )}
        </Log>
        <ReplyBox>
          <SignupToChat name={name} lead={intl.formatMessage(messages.reply, { name })} />
        </ReplyBox>
      </Window>
      <LiveCamBlock className={belowWindow} />
    </Page>
  );
};

/** /members/{id}/landing2/{slug?}: chat first, the member's opening line answered by signing up. */
export const MemberChatLandingScreen = () => <MemberLandingGate>{(teaser) => <ChatLanding teaser={teaser} />}</MemberLandingGate>;
