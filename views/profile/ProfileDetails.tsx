import { css } from '@linaria/core';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { ProfileTraitName } from '../../io/entities/profile-attributes';
import type { MemberProfile } from '../../io/entities/profile';
import { PremiumBadge } from './PremiumBadge';
import type { profileViewMachine } from '../../machines/profile-view/profile-view.machine';
import {
  selectChatHref,
  selectDialog,
  selectHasNextPhoto,
  selectHasPreviousPhoto,
  selectIsLikeBusy,
  selectIsLiked,
  selectIsVisitor,
  selectMember,
  selectPhotoIndex,
  selectPhotos,
} from '../../machines/profile-view/selectors';
import { classed, classedLink } from '../shell/classed';
import { colors, media, radius } from '../theme';
import { Gallery } from './Gallery';
import { choiceOptions, fieldLabels, interestLabels } from '../profile-edit/labels';
import { interestIcons } from './interest-icons';
import { ProfileDialogs } from './ProfileDialogs';
import { ReportMember } from '../report/ReportMember';

const messages = defineMessages<{
  age: { age: number };
  like: {};
  chat: {};
  block: {};
  about: {};
  details: {};
  interests: {};
  actions: {};
  likesYou: { name: string };
}>({
  age: { id: 'memberProfile.age', defaultMessage: '{age} jaar' },
  like: { id: 'memberProfile.like', defaultMessage: 'Like' },
  chat: { id: 'memberProfile.chat', defaultMessage: 'Chatten' },
  block: { id: 'memberProfile.block', defaultMessage: 'Blokkeren' },
  about: { id: 'memberProfile.about', defaultMessage: 'Over mij' },
  details: { id: 'memberProfile.details', defaultMessage: 'Gegevens' },
  interests: { id: 'memberProfile.interests', defaultMessage: 'Interesses' },
  actions: { id: 'memberProfile.actions', defaultMessage: 'Acties' },
  likesYou: { id: 'memberProfile.likesYou', defaultMessage: '{name} vindt jou leuk!' },
});

const traitOrder = Object.keys(ProfileTraitName.keys).filter(ProfileTraitName.is);

const Layout = classed('article', css`
  display: grid;
  gap: 1.25rem;
  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    align-items: start;
    gap: 2rem;
  }
`);

const Title = classed('h1', css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  font-size: 1.6rem;
  color: ${colors.dark};
  &[data-premium='true'] {
    color: #7a5b00;
  }
`);

const Muted = classed('p', css`
  margin: 0.25rem 0 0;
  color: ${colors.muted};
`);

const Disclosure = classed('p', css`
  margin: 0.75rem 0 0;
  padding: 0.5rem 0.75rem;
  border-radius: 8px;
  background: #fff4e5;
  color: #6b3a00;
`);

const Actions = classed('div', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  margin: 1rem 0;
  & > button,
  & > a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0 1.1rem;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.text};
    font: inherit;
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  & > button[aria-pressed='true'] {
    border-color: ${colors.secondary};
    background: ${colors.secondary};
    color: ${colors.onSecondary};
  }
`);

const ChatLink = classedLink(css``);

const Section = classed('section', css`
  margin-top: 1.25rem;
  & h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
    color: ${colors.dark};
  }
`);

const Traits = classed('dl', css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.35rem 1rem;
  margin: 0;
  & > div {
    display: contents;
  }
  & dt {
    color: ${colors.muted};
  }
  & dd {
    margin: 0;
  }
`);

const About = classed('p', css`
  margin: 0;
  white-space: pre-line;
`);

const InterestList = classed('ul', css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    padding: 0.3rem 0.7rem;
    border: 1px solid ${colors.border};
    border-radius: ${radius};
    background: ${colors.surface};
  }
`);

type ProfileActor = ActorRefFrom<typeof profileViewMachine>;

/** The loaded profile: gallery, who they are, actions, traits, about text and interests. */
export const ProfileDetails = ({ actor, cdnPrefix, fictionalIcon }: { actor: ProfileActor; cdnPrefix: string; fictionalIcon: string }) => {
  const member = useSelector(actor, selectMember);
  return member === null ? null : <Details actor={actor} member={member} cdnPrefix={cdnPrefix} fictionalIcon={fictionalIcon} />;
};

const Details = ({ actor, member, cdnPrefix, fictionalIcon }: { actor: ProfileActor; member: MemberProfile; cdnPrefix: string; fictionalIcon: string }) => {
  const intl = useIntl();
  const photos = useSelector(actor, selectPhotos);
  const index = useSelector(actor, selectPhotoIndex);
  const hasPrevious = useSelector(actor, selectHasPreviousPhoto);
  const hasNext = useSelector(actor, selectHasNextPhoto);
  const visitor = useSelector(actor, selectIsVisitor);
  const liked = useSelector(actor, selectIsLiked);
  const likeBusy = useSelector(actor, selectIsLikeBusy);
  const chatHref = useSelector(actor, selectChatHref);
  const dialog = useSelector(actor, selectDialog);
  const area = member.living_area;
  const place = [area.city, area.region, intl.formatDisplayName(area.country, { type: 'region' }) ?? area.country].filter((part) => part !== '').join(', ');
  const traits = traitOrder.flatMap((trait) => {
    const value = valueLabel(trait, member[trait]);
    return value === undefined ? [] : [{ trait, label: intl.formatMessage(fieldLabels[trait]), value: intl.formatMessage(value) }];
  });
  return (
    <Layout aria-labelledby="member-profile-name">
      <Gallery
        name={member.name}
        photos={photos}
        index={index}
        hasPrevious={hasPrevious}
        hasNext={hasNext}
        cdnPrefix={cdnPrefix}
        premium={member.paid_user}
        visitor={visitor}
        onNext={() => actor.send({ type: 'gallery.next' })}
        onPrevious={() => actor.send({ type: 'gallery.previous' })}
        onShow={(position) => actor.send({ type: 'gallery.show', index: position })}
        onUnlock={() => actor.send({ type: 'gallery.unlock' })}
      />
      <div>
        <Title id="member-profile-name" data-premium={member.paid_user}>
          {member.name}
          {member.paid_user && <PremiumBadge />}
        </Title>
        <Muted>
          {intl.formatMessage(messages.age, { age: member.age })} · {place}
        </Muted>
        {member.likes_viewer && !visitor && <Muted>{intl.formatMessage(messages.likesYou, { name: member.name })}</Muted>}
        {member.fictional && (
          <Disclosure>
            <span aria-hidden="true">{fictionalIcon} </span>
            {member.fictional_warning}
          </Disclosure>
        )}
        <Actions role="group" aria-label={intl.formatMessage(messages.actions)}>
          <button type="button" aria-pressed={liked} aria-busy={likeBusy} disabled={likeBusy} onClick={() => actor.send({ type: 'profile.like' })}>
            <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
            {intl.formatMessage(messages.like)}
          </button>
          {chatHref === null ? (
            <button type="button" onClick={() => actor.send({ type: 'profile.chat' })}>
              {intl.formatMessage(messages.chat)}
            </button>
          ) : (
            <ChatLink href={chatHref}>{intl.formatMessage(messages.chat)}</ChatLink>
          )}
          {!visitor && (
            <>
              <button type="button" onClick={() => actor.send({ type: 'block.start' })}>
                {intl.formatMessage(messages.block)}
              </button>
              <ReportMember memberId={member.id} name={member.name} conversationId={null} />
            </>
          )}
        </Actions>
        {traits.length > 0 && (
          <Section aria-labelledby="member-profile-details">
            <h2 id="member-profile-details">{intl.formatMessage(messages.details)}</h2>
            <Traits>
              {traits.map(({ trait, label, value }) => (
                <div key={trait}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </Traits>
          </Section>
        )}
        {member.about !== undefined && member.about.trim() !== '' && (
          <Section aria-labelledby="member-profile-about">
            <h2 id="member-profile-about">{intl.formatMessage(messages.about)}</h2>
            <About>{member.about}</About>
          </Section>
        )}
        {member.interests.length > 0 && (
          <Section aria-labelledby="member-profile-interests">
            <h2 id="member-profile-interests">{intl.formatMessage(messages.interests)}</h2>
            <InterestList>
              {member.interests.map((interest) => (
                <li key={interest}>
                  <span aria-hidden="true">{interestIcons[interest]} </span>
                  {intl.formatMessage(interestLabels[interest])}
                </li>
              ))}
            </InterestList>
          </Section>
        )}
      </div>
      <ProfileDialogs
        dialog={dialog}
        name={member.name}
        onDismiss={() => actor.send({ type: 'dialog.dismiss' })}
        onBlock={() => actor.send({ type: 'block.confirm' })}
      />
    </Layout>
  );
};

/** The label of a trait's value, or undefined when the member did not state it (or the site hides it). */
const valueLabel = (trait: ProfileTraitName, value: string | undefined): MessageDescriptor | undefined => {
  const labels: Readonly<Record<string, MessageDescriptor>> = choiceOptions[trait];
  return value === undefined ? undefined : labels[value];
};
