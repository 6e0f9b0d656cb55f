import { css, cx } from '@linaria/core';
import { classed, classedLink } from '../shell/classed';
import { PlaceholderPhoto } from '../photos/PlaceholderPhoto';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import { colors, radius, shadow } from '../theme';

const messages = defineMessages<{ age: { age: number }; photoOf: { name: string }; noPhoto: {} }>({
  age: { id: 'members.age', defaultMessage: '{age} jaar' },
  photoOf: { id: 'members.photoOf', defaultMessage: 'Foto van {name}' },
  noPhoto: { id: 'members.noPhoto', defaultMessage: 'Nog geen foto' },
});

/** The card's surface, for a card that is not a link (the swipe game's, which adds its drag). */
export const memberCardSurface = css`
  overflow: hidden;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  color: ${colors.text};
`;

// A column: the link fills the grid cell above the card's own action, so the action stays inside the cell
// (a link of the cell's full height would push it over the next row) and actions line up along a row.
const Item = classed('li', css`
  display: flex;
  flex-direction: column;
  list-style: none;
`);

const CardLink = classedLink(cx(memberCardSurface, css`
  display: block;
  flex: 1 0 auto;
  text-decoration: none;
  &:hover {
    box-shadow: 0 4px 18px rgba(31, 42, 107, 0.18);
  }
`));

// The photo's square box (PlaceholderPhoto's size) for a member without a photo.
const NoPhoto = classed('div', css`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 1;
  background: ${colors.border};
  color: ${colors.muted};
`);

// Sizes inside in em: the large card's body scales its details and disclosure with it.
const Body = classed('div', css`
  padding: 0.6rem 0.75rem 0.8rem;
  &[data-size='large'] {
    padding: 0.75rem 1rem 1rem;
    font-size: 1.1rem;
  }
`);

const name = css`
  display: block;
  margin: 0;
  font-size: 1.05em;
  font-weight: 700;
`;

const LargeName = classed('h2', cx(name, css`
  font-size: 1.3rem;
`));

const Name = classed('strong', name);

const Details = classed('span', css`
  display: block;
  margin-top: 0.2em;
  color: ${colors.muted};
  font-size: 0.9em;
`);

const Disclosure = classed('p', css`
  margin: 0.4rem 0 0;
  padding: 0.3rem 0.5rem;
  border-radius: 6px;
  background: #fff4e5;
  color: #6b3a00;
  font-size: 0.8em;
`);

/** Cards in the first screenful on a phone or a desktop: their photos load at once, the rest when scrolled to. */
export const aboveTheFold = 4;

/** The id of a large card's name heading, for the card's `aria-labelledby`. */
export const memberNameId = (member: MemberSummary) => `member-card-name-${String(member.id)}`;

interface FaceProps {
  readonly member: MemberSummary;
  readonly cdnPrefix: string;
  readonly fictionalIcon: string;
  /** Place among the page's cards: the first cards' photos are the page's largest paint, so never lazy. */
  readonly position: number;
  /** `grid`: one of many in a result grid; `large`: the one card of its page, its name a heading (`memberNameId`). */
  readonly size: 'grid' | 'large';
  /** Shown below the disclosure, inside the card. */
  readonly children?: ReactNode;
}

/**
 * What every member card shows: the photo (or that there is none yet), name, age, area and, for a
 * fictional member, always its disclosure.
 */
export const MemberCardFace = (props: FaceProps) => {
  const intl = useIntl();
  const { member } = props;
  const place = [member.region, intl.formatDisplayName(member.country, { type: 'region' }) ?? member.country]
    .filter((part) => part !== '')
    .join(', ');
  const early = props.position < aboveTheFold;
  const side = props.size === 'large' ? 360 : 240;
  return (
    <>
      {member.main_image === null ? (
        <NoPhoto>{intl.formatMessage(messages.noPhoto)}</NoPhoto>
      ) : (
        <PlaceholderPhoto
          src={`${props.cdnPrefix}${member.main_image.thumb_filename}`}
          alt={intl.formatMessage(messages.photoOf, { name: member.name })}
          thumbhash={member.main_image.thumbhash ?? ''}
          loading={early ? 'eager' : 'lazy'}
          fetchPriority={early ? 'high' : 'auto'}
          size={side}
        />
      )}
      <Body data-size={props.size}>
        {props.size === 'large' ? <LargeName id={memberNameId(member)}>{member.name}</LargeName> : <Name>{member.name}</Name>}
        <Details>
          {intl.formatMessage(messages.age, { age: member.age })} · {place}
        </Details>
        {member.fictional && (
          <Disclosure>
            <span aria-hidden="true">{props.fictionalIcon} </span>
            {member.fictional_warning}
          </Disclosure>
        )}
        {props.children}
      </Body>
    </>
  );
};

/**
 * One member in a result grid, leading to `href` (the screen's choice); `action`: a button below the link
 * (never inside it).
 */
export const MemberCard = (props: Omit<FaceProps, 'size' | 'children'> & { href: string; action?: ReactNode }) => {
  const { href, action, ...face } = props;
  return (
    <Item>
      <CardLink href={href}>
        <MemberCardFace {...face} size="grid" />
      </CardLink>
      {action}
    </Item>
  );
};
