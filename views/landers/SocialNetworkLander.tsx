import { css } from '@linaria/core';
import { useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import { selectSettings, selectUser } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { classed } from '../shell/classed';
import { Page, Spinner, VisuallyHidden } from '../shell/ui';
import { colors, media, radius, shadow } from '../theme';
import { LanderHeading } from './frame';
import { LiveCamBlock } from './LiveCamBlock';
import { LanderSignup, TeaserFace, useTeasers } from './parts';

type Name = { name: string };
type Site = { site: string };
type Post = 'post1' | 'post2' | 'post3' | 'post4' | 'post5' | 'post6' | 'post7' | 'post8' | 'member1' | 'member2' | 'member3';

// The posts all take the member's name (a fictional profile's own words need not use it).
const messages = defineMessages<
  { heading: {}; intro: Site; compose: {}; like: {}; comment: {}; onPostOf: Name; toLike: Name; toComment: Name; toPost: {}; loading: {}; welcome: Site } & Record<Post, Name>
>({
  heading: { id: 'lander.socialnetwork.heading', defaultMessage: 'Berichten uit jouw buurt' },
  intro: { id: 'lander.socialnetwork.intro', defaultMessage: 'Lees mee met leden van {site} en doe mee: aanmelden is gratis.' },
  compose: { id: 'lander.socialnetwork.compose', defaultMessage: 'Wat wil jij vandaag delen?' },
  like: { id: 'lander.socialnetwork.like', defaultMessage: 'Leuk' },
  comment: { id: 'lander.socialnetwork.comment', defaultMessage: 'Reageren' },
  onPostOf: { id: 'lander.socialnetwork.onPostOf', defaultMessage: 'bericht van {name}' },
  toLike: { id: 'lander.socialnetwork.toLike', defaultMessage: 'Meld je gratis aan om {name} een like te geven.' },
  toComment: { id: 'lander.socialnetwork.toComment', defaultMessage: 'Meld je gratis aan om te reageren op {name}.' },
  toPost: { id: 'lander.socialnetwork.toPost', defaultMessage: 'Meld je gratis aan en plaats je eigen bericht.' },
  loading: { id: 'lander.socialnetwork.loading', defaultMessage: 'Berichten laden' },
  welcome: {
    id: 'lander.socialnetwork.welcome',
    defaultMessage: 'Welkom bij {site}! Hier lees je wat leden bij jou in de buurt delen. Meld je gratis aan en plaats als eerste een bericht.',
  },
  // A fictional profile's posts: the site writes its profiles' words anyway, and never a promise to meet.
  post1: { id: 'lander.socialnetwork.post1', defaultMessage: 'Eindelijk weekend! Wat ga jij doen?' },
  post2: { id: 'lander.socialnetwork.post2', defaultMessage: 'Net terug van een lange wandeling. Waar word jij blij van?' },
  post3: { id: 'lander.socialnetwork.post3', defaultMessage: 'Vanavond een film op de bank. Heb je een goede tip voor me?' },
  post4: { id: 'lander.socialnetwork.post4', defaultMessage: 'Nieuw hier en benieuwd wie er bij mij in de buurt woont. Zeg gerust hallo!' },
  post5: { id: 'lander.socialnetwork.post5', defaultMessage: 'Ik kook vanavond Italiaans. Wat is jouw lievelingsgerecht?' },
  post6: { id: 'lander.socialnetwork.post6', defaultMessage: 'Koffie of thee? Ik ben benieuwd wat jij kiest.' },
  post7: { id: 'lander.socialnetwork.post7', defaultMessage: 'De zon schijnt en ik heb zin in een goed gesprek.' },
  post8: { id: 'lander.socialnetwork.post8', defaultMessage: 'Op zoek naar iemand om mee te lachen. Vertel eens iets grappigs!' },
  // A real member's: the site's own true words about them, never words put in their mouth.
  member1: { id: 'lander.socialnetwork.member1', defaultMessage: '{name} is lid bij jou in de buurt. Zeg hallo!' },
  member2: { id: 'lander.socialnetwork.member2', defaultMessage: 'Benieuwd naar {name}? Meld je gratis aan en stuur een bericht.' },
  member3: { id: 'lander.socialnetwork.member3', defaultMessage: 'Maak kennis met {name}: één bericht is genoeg om te beginnen.' },
});

const fictionalPosts = [messages.post1, messages.post2, messages.post3, messages.post4, messages.post5, messages.post6, messages.post7, messages.post8];
const memberPosts = [messages.member1, messages.member2, messages.member3];

/** A member's post: picked by member id, so the server's markup and the hydrated page say the same. */
const postOf = (member: MemberSummary) => {
  const set = member.fictional ? fictionalPosts : memberPosts;
  return set[member.id % set.length] ?? messages.member1;
};

/** At most this many posts: a feed, not the whole wall of teasers. */
const feedLength = 10;

// Feed first; from a desktop's width the signup is the sidebar, on a phone it follows the feed.
const Columns = classed('div', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  ${media.lg} {
    grid-template-columns: minmax(0, 38rem) 22rem;
    justify-content: center;
    align-items: start;
  }
`);

const card = `
  margin: 0;
  padding: 1rem;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
`;

const Feed = classed('section', css`
  display: grid;
  gap: 1rem;
  & > h1,
  & > h2 {
    margin: 0;
    color: ${colors.dark};
    font-size: 1.5rem;
  }
  & > p {
    margin: 0;
  }
`);

const Posts = classed('ul', css`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`);

const Post = classed('article', css`
  ${card}
  & > p {
    margin: 0.75rem 0;
    font-size: 1.05rem;
    line-height: 1.45;
  }
`);

// The member card as a post's author line: the photo a round avatar beside name, age, area and disclosure.
const Author = classed('div', css`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  gap: 0 0.75rem;
  align-items: center;
  & > :first-child {
    width: 4rem;
    border-radius: 50%;
  }
  & > div:first-child {
    font-size: 0.6rem;
    text-align: center;
  }
  & > [data-size] {
    padding: 0;
  }
`);

const Initial = classed('span', css`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  background: ${colors.dark};
  color: ${colors.onDark};
  font-size: 1.6rem;
  font-weight: 800;
`);

const Actions = classed('div', css`
  display: flex;
  gap: 0.5rem;
  padding-top: 0.5rem;
  border-top: 1px solid ${colors.border};
  & button {
    display: inline-flex;
    flex: 1;
    gap: 0.4rem;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    border: 0;
    border-radius: 8px;
    background: none;
    color: ${colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  & button:hover {
    background: ${colors.background};
  }
`);

const Compose = classed('button', css`
  ${card}
  min-height: 56px;
  border: 0;
  color: ${colors.muted};
  font: inherit;
  text-align: left;
  cursor: text;
`);

const Side = classed('div', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  &:focus {
    outline: none;
  }
  & > [role='status']:not(:empty) {
    padding: 0.75rem 1rem;
    border-radius: ${radius};
    background: ${colors.dark};
    color: ${colors.onDark};
    font-weight: 600;
  }
`);

/** Brings the embedded signup into view and puts the focus in it: its first field, else the sidebar itself. */
const goToSignup = (side: HTMLElement | null) => {
  if (side === null) return;
  const first = side.querySelector<HTMLElement>('input, select, textarea, a[href], button');
  side.scrollIntoView({ block: 'start' });
  (first ?? side).focus({ preventScroll: true });
};

type Ask = (prompt: string) => void;

const heartPath = 'M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.6 1.1 4.5 2.6h2C13.9 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z';
const bubblePath = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z';

/** A button's sign, drawn (an emoji font is not on every device). */
const Icon = (props: { path: string }) => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
    <path d={props.path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

const MemberPost = (props: { member: MemberSummary; position: number; ask: Ask }) => {
  const intl = useIntl();
  const { member } = props;
  const about = <VisuallyHidden>, {intl.formatMessage(messages.onPostOf, { name: member.name })}</VisuallyHidden>;
  return (
    <li>
      <Post>
        <Author>
          <TeaserFace member={member} position={props.position} />
        </Author>
        <p>{intl.formatMessage(postOf(member), { name: member.name })}</p>
        <Actions>
          <button type="button" onClick={() => props.ask(intl.formatMessage(messages.toLike, { name: member.name }))}>
            <Icon path={heartPath} />
            {intl.formatMessage(messages.like)}
            {about}
          </button>
          <button type="button" onClick={() => props.ask(intl.formatMessage(messages.toComment, { name: member.name }))}>
            <Icon path={bubblePath} />
            {intl.formatMessage(messages.comment)}
            {about}
          </button>
        </Actions>
      </Post>
    </li>
  );
};

/** No member a visitor may see (or none loaded): the site welcomes instead, so the feed is never empty. */
const WelcomePost = () => {
  const intl = useIntl();
  const site = useApp(selectSettings).name;
  return (
    <li>
      <Post>
        <Author>
          <Initial aria-hidden="true">{site.slice(0, 1).toUpperCase()}</Initial>
          <strong>{site}</strong>
        </Author>
        <p>{intl.formatMessage(messages.welcome, { site })}</p>
      </Post>
    </li>
  );
};

/**
 * /landers/socialnetwork: a social network's feed of posts by members near the visitor; liking, commenting
 * or posting asks the visitor to sign up, in the form beside the feed (below it on a phone), the site's
 * live-cam block (if any) under the form.
 */
export const SocialNetworkLander = () => {
  const intl = useIntl();
  const headingId = useId();
  const site = useApp(selectSettings).name;
  const visitor = useApp(selectUser) === null;
  const { members, loading } = useTeasers();
  const side = useRef<HTMLDivElement>(null);
  const [prompt, setPrompt] = useState('');
  const ask: Ask = (text) => {
    if (visitor) setPrompt(text);
    goToSignup(side.current);
  };
  const posts = members.slice(0, feedLength);
  return (
    <Page>
      <Columns>
        <Feed aria-labelledby={headingId} aria-busy={loading}>
          <LanderHeading id={headingId}>{intl.formatMessage(messages.heading)}</LanderHeading>
          <p>{intl.formatMessage(messages.intro, { site })}</p>
          <Compose type="button" onClick={() => ask(intl.formatMessage(messages.toPost))}>
            {intl.formatMessage(messages.compose)}
          </Compose>
          {loading ? (
            <Spinner role="progressbar" aria-label={intl.formatMessage(messages.loading)} />
          ) : (
            <Posts>
              {posts.length === 0 ? <WelcomePost /> : posts.map((member, position) => <MemberPost key={member.id} member={member} position={position} ask={ask} />)}
            </Posts>
          )}
        </Feed>
        <Side ref={side} tabIndex={-1}>
          <div role="status">{prompt}</div>
          <LanderSignup />
          <LiveCamBlock />
        </Side>
      </Columns>
    </Page>
  );
};
