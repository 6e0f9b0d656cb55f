import { css } from '@linaria/core';
import { useId } from 'react';
import type { MemberTeaser } from '../../io/public-page';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors } from '../theme';
import { LiveCamBlock } from './LiveCamBlock';
import { AboutExcerpt, AgeAndPlace, Disclosure, LockedTile, MainPhoto, MemberLandingGate, otherPhotosOf, SignupToChat, surface } from './member-teaser';

/** The blurred photos the small card shows. */
const cardPhotos = 4;

const Column = classed('div', css`
  max-width: 30rem;
  margin: 0 auto;
`);

const SmallCard = classed('section', css`
  margin-bottom: 1.25rem;
  padding: 0.9rem;
`);

const Top = classed('div', css`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  & h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  & p {
    margin: 0.15rem 0 0;
    color: ${colors.muted};
  }
`);

const Thumb = classed('div', css`
  flex: none;
  width: 4.5rem;
  overflow: hidden;
  border-radius: 50%;
`);

const Tiles = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(${String(cardPhotos)}, 3.5rem);
  gap: 0.3rem;
  margin: 0.75rem 0 0;
  padding: 0;
`);

/** /members/{id}/signup (the bare 'empty' layout): the member's small card above the signup form. */
const SignupWithMember = ({ teaser }: { teaser: MemberTeaser }) => {
  const nameId = useId();
  const { profile } = teaser;
  const others = otherPhotosOf(teaser.photos);
  return (
    <Page>
      <Column>
        <SmallCard aria-labelledby={nameId} className={surface}>
          <Top>
            <Thumb>
              <MainPhoto profile={profile} first />
            </Thumb>
            <div>
              <h2 id={nameId}>{profile.name}</h2>
              <AgeAndPlace profile={profile} />
            </div>
          </Top>
          <Disclosure profile={profile} />
          <AboutExcerpt profile={profile} />
          {others.length > 0 && (
            <Tiles>
              {others.slice(0, cardPhotos).map((photo, index) => (
                <LockedTile key={photo.id} photo={photo} name={profile.name} position={index + 2} />
              ))}
            </Tiles>
          )}
        </SmallCard>
        <SignupToChat name={profile.name} />
        <LiveCamBlock />
      </Column>
    </Page>
  );
};

/** /members/{id}/signup: the signup to chat with one member, in the bare layout. */
export const MemberSignupScreen = () => <MemberLandingGate>{(teaser) => <SignupWithMember teaser={teaser} />}</MemberLandingGate>;
