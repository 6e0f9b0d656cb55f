import { css } from '@linaria/core';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberTeaser } from '../../io/public-page';
import { memberNameId } from '../screens/MemberCard';
import { classed } from '../shell/classed';
import { Page } from '../shell/ui';
import { colors } from '../theme';
import { LiveCamBlock } from './LiveCamBlock';
import { AboutExcerpt, belowTeaserColumns, LockedTile, MemberLandingGate, otherPhotosOf, signupAnchor, SignupToChat, summaryOf, surface, TeaserColumns } from './member-teaser';
import { TeaserFace } from './parts';

const messages = defineMessages<{ morePhotos: { name: string; count: number }; seePhotos: {} }>({
  morePhotos: { id: 'lander.member.morePhotos', defaultMessage: '{count, plural, one {Nog # foto} other {Nog # foto’s}} van {name}' },
  seePhotos: { id: 'lander.member.seePhotos', defaultMessage: 'Meld je aan en bekijk ze' },
});

/** The blurred photos a card shows: one row. */
const stripLength = 4;

const More = classed('div', css`
  padding: 0 1rem 1rem;
  & h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1rem;
  }
  & a {
    display: inline-block;
    margin-top: 0.6rem;
    color: ${colors.primaryStrong};
    font-weight: 700;
  }
`);

const Strip = classed('ul', css`
  display: grid;
  grid-template-columns: repeat(${String(stripLength)}, minmax(0, 1fr));
  gap: 0.4rem;
  margin: 0;
  padding: 0;
`);

/** landing: a profile card (photo, name, age, area, disclosure, first lines, a row of locked photos) beside the signup. */
const ProfileCardLanding = ({ teaser }: { teaser: MemberTeaser }) => {
  const intl = useIntl();
  const photosHeading = useId();
  const { profile } = teaser;
  const member = summaryOf(profile);
  const others = otherPhotosOf(teaser.photos);
  return (
    <Page>
      <TeaserColumns>
        <article aria-labelledby={memberNameId(member)} className={surface}>
          <TeaserFace member={member} position={0} size="large" />
          <More>
            <AboutExcerpt profile={profile} />
            {others.length > 0 && (
              <section aria-labelledby={photosHeading}>
                <h3 id={photosHeading}>{intl.formatMessage(messages.morePhotos, { name: profile.name, count: others.length })}</h3>
                <Strip>
                  {others.slice(0, stripLength).map((photo, index) => (
                    <LockedTile key={photo.id} photo={photo} name={profile.name} position={index + 2} />
                  ))}
                </Strip>
                <a href={`#${signupAnchor}`}>{intl.formatMessage(messages.seePhotos)}</a>
              </section>
            )}
          </More>
        </article>
        <SignupToChat name={profile.name} />
      </TeaserColumns>
      <LiveCamBlock className={belowTeaserColumns} />
    </Page>
  );
};

/** /members/{id}/landing: one member's teaser as a profile card, with the signup to chat with them. */
export const MemberLandingScreen = () => <MemberLandingGate>{(teaser) => <ProfileCardLanding teaser={teaser} />}</MemberLandingGate>;
