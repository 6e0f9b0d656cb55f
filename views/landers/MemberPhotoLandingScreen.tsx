import { css } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberTeaser } from '../../io/public-page';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors, media, primaryPill } from '../theme';
import { LiveCamBlock } from './LiveCamBlock';
import { AboutExcerpt, AgeAndPlace, belowTeaserColumns, Disclosure, LockedTile, MainPhoto, MemberLandingGate, otherPhotosOf, signupAnchor, SignupToChat, surface, TeaserColumns } from './member-teaser';

const messages = defineMessages<{ unlock: { name: string }; meet: { name: string }; waiting: { name: string; count: number }; unlockButton: {} }>({
  unlock: { id: 'lander.photos.unlock', defaultMessage: 'Ontgrendel de foto’s van {name}' },
  meet: { id: 'lander.photos.meet', defaultMessage: 'Maak kennis met {name}' },
  waiting: {
    id: 'lander.photos.waiting',
    defaultMessage: '{name} heeft nog {count, plural, one {# foto} other {# foto’s}}. Meld je gratis aan om ze te bekijken.',
  },
  unlockButton: { id: 'lander.photos.unlockButton', defaultMessage: 'Gratis aanmelden en foto’s bekijken' },
});

/** The blurred photos beside the main one: two rows of two. */
const mosaicPhotos = 4;

// Phone: the words, the photos, the unlock; desktop: the photos large on the left, the words beside them.
const Hero = classed('section', css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  max-width: 60rem;
  margin: 0 auto 1.5rem;
  & h2 {
    margin: 0 0 0.4rem;
    font-size: 1.6rem;
    color: ${colors.dark};
  }
  & p {
    margin: 0 0 0.5rem;
  }
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    grid-template-areas: 'photos words' 'photos unlock';
    grid-template-rows: auto 1fr;
    column-gap: 1.5rem;
    & > :nth-child(1) {
      grid-area: words;
    }
    & > :nth-child(2) {
      grid-area: photos;
    }
    & > :nth-child(3) {
      grid-area: unlock;
      align-self: start;
    }
  }
`);

// The main photo takes two rows and two columns; the blurred ones fill the grid beside it.
const Mosaic = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  & > li:first-child {
    grid-column: span 2;
    grid-row: span 2;
  }
`);

const MainTile = classed('li', css`
  overflow: hidden;
  border-radius: 10px;
  list-style: none;
`);

const Unlock = classed('a', css`
  ${primaryPill}
  display: inline-flex;
  align-items: center;
  justify-self: start;
  padding: 0.5rem 1.25rem;
  line-height: 1.25;
  background: ${colors.secondary};
  color: ${colors.onSecondary};
`);

const About = classed('section', css`
  padding: 1rem;
  & h3 {
    margin: 0;
    font-size: 1.3rem;
  }
  & > p:first-of-type {
    margin: 0.2rem 0 0;
    color: ${colors.muted};
  }
`);

/** landing3: photos first, the main one large among the blurred ones with their locks, "unlock {name}'s photos". */
const PhotoLanding = ({ teaser }: { teaser: MemberTeaser }) => {
  const intl = useIntl();
  const headingId = useId();
  const nameId = useId();
  const { profile } = teaser;
  const { name } = profile;
  const others = otherPhotosOf(teaser.photos);
  return (
    <Page>
      <Hero aria-labelledby={headingId}>
        <div>
          <h2 id={headingId}>{intl.formatMessage(others.length > 0 ? messages.unlock : messages.meet, { name })}</h2>
          {others.length > 0 && <p>{intl.formatMessage(messages.waiting, { name, count: others.length })}</p>}
          <Disclosure profile={profile} />
        </div>
        <Mosaic>
          <MainTile>
            <MainPhoto profile={profile} first />
          </MainTile>
          {others.slice(0, mosaicPhotos).map((photo, index) => (
            <LockedTile key={photo.id} photo={photo} name={name} position={index + 2} />
          ))}
        </Mosaic>
        <Unlock href={`#${signupAnchor}`}>{intl.formatMessage(messages.unlockButton)}</Unlock>
      </Hero>
      <TeaserColumns>
        <About aria-labelledby={nameId} className={surface}>
          <h3 id={nameId}>{name}</h3>
          <AgeAndPlace profile={profile} />
          <AboutExcerpt profile={profile} />
        </About>
        <SignupToChat name={name} />
      </TeaserColumns>
      <LiveCamBlock className={belowTeaserColumns} />
    </Page>
  );
};

/** /members/{id}/landing3/{slug?}: the member's photos first, blurred beyond the main one, unlocked by signing up. */
export const MemberPhotoLandingScreen = () => <MemberLandingGate>{(teaser) => <PhotoLanding teaser={teaser} />}</MemberLandingGate>;
