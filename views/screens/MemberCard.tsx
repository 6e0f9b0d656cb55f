import { css } from '@linaria/core';
import { classed, classedLink } from '../shell/classed';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import { colors, radius, shadow } from '../theme';

const messages = defineMessages<{ age: { age: number }; photoOf: { name: string }; noPhoto: {} }>({
  age: { id: 'members.age', defaultMessage: '{age} jaar' },
  photoOf: { id: 'members.photoOf', defaultMessage: 'Foto van {name}' },
  noPhoto: { id: 'members.noPhoto', defaultMessage: 'Nog geen foto' },
});

// A column: the link fills the grid cell above the card's own action, so the action stays inside the cell
// (a link of the cell's full height would push it over the next row) and actions line up along a row.
const Item = classed('li', css`
  display: flex;
  flex-direction: column;
  list-style: none;
`);

const CardLink = classedLink(css`
  display: block;
  flex: 1 0 auto;
  overflow: hidden;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  color: ${colors.text};
  text-decoration: none;
  &:hover {
    box-shadow: 0 4px 18px rgba(31, 42, 107, 0.18);
  }
`);

const Photo = classed('img', css`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${colors.border};
`);

const NoPhoto = classed('div', css`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  background: ${colors.border};
  color: ${colors.muted};
`);

const Body = classed('div', css`
  padding: 0.6rem 0.75rem 0.8rem;
  & strong {
    display: block;
    font-size: 1.05rem;
  }
  & span {
    color: ${colors.muted};
    font-size: 0.9rem;
  }
`);

const Disclosure = classed('p', css`
  margin: 0.4rem 0 0;
  padding: 0.3rem 0.5rem;
  border-radius: 6px;
  background: #fff4e5;
  color: #6b3a00;
  font-size: 0.8rem;
`);

/** Cards in the first screenful on a phone or a desktop: their photos load at once, the rest when scrolled to. */
export const aboveTheFold = 4;

/**
 * One member in a result grid, leading to `href` (the screen's choice); a fictional member always shows its
 * disclosure; `action`: a button below the link (never inside it). `position` in the grid: the first cards'
 * photos are the page's largest paint, so never lazy.
 */
export const MemberCard = (props: { member: MemberSummary; href: string; cdnPrefix: string; fictionalIcon: string; position: number; action?: ReactNode }) => {
  const intl = useIntl();
  const { member } = props;
  const place = [member.region, intl.formatDisplayName(member.country, { type: 'region' }) ?? member.country]
    .filter((part) => part !== '')
    .join(', ');
  return (
    <Item>
      <CardLink href={props.href}>
        {member.main_image === null ? (
          <NoPhoto>{intl.formatMessage(messages.noPhoto)}</NoPhoto>
        ) : (
          <Photo
            src={`${props.cdnPrefix}${member.main_image.thumb_filename}`}
            alt={intl.formatMessage(messages.photoOf, { name: member.name })}
            loading={props.position < aboveTheFold ? 'eager' : 'lazy'}
            fetchPriority={props.position < aboveTheFold ? 'high' : 'auto'}
            width={240}
            height={240}
          />
        )}
        <Body>
          <strong>{member.name}</strong>
          <span>
            {intl.formatMessage(messages.age, { age: member.age })} · {place}
          </span>
          {member.fictional && (
            <Disclosure>
              <span aria-hidden="true">{props.fictionalIcon} </span>
              {member.fictional_warning}
            </Disclosure>
          )}
        </Body>
      </CardLink>
      {props.action}
    </Item>
  );
};
