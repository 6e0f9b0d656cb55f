import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { MemberSummary } from '../../io/entities/member';
import { selectSettings } from '../../machines/app/selectors';
import { useApp } from '../app-actor';
import { memberNameId } from '../screens/MemberCard';
import { classed } from '../shell/classed';
import { Page, VisuallyHidden } from '../shell/ui';
import { colors, media, radius, shadow } from '../theme';
import { mapCells, mapSide, type MapCell } from './map-cells';
import { Columns, FictionalLegend, Intro, LanderHeading, NoMembers, SignupSlot } from './nearby-parts';
import { TeaserFace, useTeasers } from './parts';

const messages = defineMessages<{
  headline: {};
  pitch: { site: string };
  mapIn: { country: string };
  mapNear: {};
  you: {};
  pin: { name: string; age: number; place: string };
}>({
  headline: { id: 'lander.map.headline', defaultMessage: 'Wie woont er bij jou in de buurt?' },
  pitch: { id: 'lander.map.pitch', defaultMessage: 'Tik op iemand op de kaart en bekijk wie het is. Meld je gratis aan bij {site} en stuur een bericht.' },
  mapIn: { id: 'lander.map.mapIn', defaultMessage: 'Leden rond jouw plek in {country}' },
  mapNear: { id: 'lander.map.mapNear', defaultMessage: 'Leden rond jouw plek' },
  you: { id: 'lander.map.you', defaultMessage: 'Jij' },
  pin: { id: 'lander.map.pin', defaultMessage: '{name}, {age} jaar, {place}' },
});

// The map, the legend and the card in one column of the map's width.
const Area = classed('div', css`
  max-width: 560px;
`);

const Figure = classed('figure', css`
  margin: 0;
  & figcaption {
    margin-bottom: 0.5rem;
    color: ${colors.dark};
    font-weight: 700;
  }
`);

// A square: the drawing, the radar's sweep and the cells of pins lie on top of each other.
const MapBox = classed('div', css`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: 24px;
  box-shadow: ${shadow};
  & > svg {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
`);

const Sweep = classed('div', css`
  position: absolute;
  inset: 8%;
  border-radius: 50%;
  background: conic-gradient(from 0deg, rgba(31, 42, 107, 0.22), rgba(31, 42, 107, 0) 60deg, transparent);
  /* Once the page has settled (not while a phone is busy starting it), and four turns only. */
  animation: sweep 6s linear 3s 4;
  @keyframes sweep {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`);

// The cells in reading order; each pin leans off its cell's centre a little, so the pins do not line up.
const Cells = classed('div', css`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-columns: repeat(${mapSide}, minmax(0, 1fr));
  grid-template-rows: repeat(${mapSide}, minmax(0, 1fr));
  & > div {
    display: grid;
    place-items: center;
    min-width: 0;
  }
  & > div:nth-child(3n + 1) > * {
    translate: -10% 12%;
  }
  & > div:nth-child(4n + 2) > * {
    translate: 12% -8%;
  }
  & > div:nth-child(5n + 3) > * {
    translate: 6% 14%;
  }
`);

const Pin = classed('button', css`
  position: relative;
  display: grid;
  justify-items: center;
  /* The turned pin's point reaches below its box: the label starts under it. */
  gap: 0.5rem;
  max-width: 100%;
  padding: 2px;
  border: 0;
  border-radius: 12px;
  background: none;
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${colors.primaryStrong};
  }
  & > span[data-face] {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    overflow: hidden;
    border: 3px solid ${colors.surface};
    border-radius: 50% 50% 50% 0;
    rotate: -45deg;
    background: ${colors.dark};
    color: ${colors.onDark};
    font-weight: 700;
    box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3);
  }
  & > span[data-face] > * {
    rotate: 45deg;
  }
  & img {
    width: 140%;
    height: 140%;
    object-fit: cover;
  }
  &[aria-pressed='true'] > span[data-face] {
    border-color: ${colors.secondary};
    scale: 1.15;
  }
  & > span[data-place] {
    max-width: 100%;
    padding: 0 0.3rem;
    overflow: hidden;
    border-radius: 999px;
    background: ${colors.surface};
    color: ${colors.text};
    font-size: 0.68rem;
    line-height: 1.4;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[aria-pressed='true'] > span[data-place] {
    background: ${colors.secondary};
    color: ${colors.onSecondary};
  }
  ${media.md} {
    & > span[data-face] {
      width: 3rem;
      height: 3rem;
    }
    & > span[data-place] {
      font-size: 0.75rem;
    }
  }
`);

const Badge = classed('span', css`
  position: absolute;
  top: 0;
  right: 0;
  padding: 0 0.25rem;
  border-radius: 999px;
  background: #fff4e5;
  color: #6b3a00;
  font-size: 0.75rem;
`);

const You = classed('span', css`
  display: grid;
  justify-items: center;
  gap: 2px;
  color: ${colors.onDark};
  font-size: 0.75rem;
  font-weight: 700;
  &::before {
    content: '';
    width: 1rem;
    height: 1rem;
    border: 3px solid ${colors.surface};
    border-radius: 50%;
    background: ${colors.secondary};
    box-shadow: 0 0 0 6px rgba(194, 24, 91, 0.25);
  }
  & > span {
    padding: 0 0.4rem;
    border-radius: 999px;
    background: ${colors.dark};
  }
`);

const Card = classed('section', css`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  align-items: start;
  margin-top: 1rem;
  overflow: hidden;
  border-radius: ${radius};
  background: ${colors.surface};
  box-shadow: ${shadow};
  color: ${colors.text};
`);

/**
 * A stylised town around the visitor, drawn here (no tiles or scripts from other hosts): land, water, a
 * park, roads and a river under the radar's rings. Decoration: the pins above it carry what it shows.
 */
const MapArt = () => (
  <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
    <rect width="100" height="100" fill="#e7efe9" />
    <path d="M0 70 Q18 64 26 78 T48 100 L0 100 Z" fill="#cfe3f3" />
    <ellipse cx="78" cy="22" rx="14" ry="9" fill="#d3ead7" />
    <ellipse cx="20" cy="26" rx="9" ry="12" fill="#d3ead7" />
    <path d="M62 100 Q66 74 84 62 T100 40" fill="none" stroke="#a9cde9" strokeWidth="2.2" />
    <g fill="none" strokeLinecap="round">
      <g stroke="#c5d0cb" strokeWidth="3.6">
        <path d="M-2 40 Q30 46 50 50 T102 58" />
        <path d="M44 -2 Q48 30 50 50 T58 102" />
        <path d="M6 -2 L96 102" />
      </g>
      <g stroke="#ffffff" strokeWidth="2.2">
        <path d="M-2 40 Q30 46 50 50 T102 58" />
        <path d="M44 -2 Q48 30 50 50 T58 102" />
        <path d="M6 -2 L96 102" />
      </g>
    </g>
    <g fill="none" stroke="#1f2a6b" strokeOpacity="0.28" strokeWidth="0.5" strokeDasharray="1.5 1.5">
      <circle cx="50" cy="50" r="14" />
      <circle cx="50" cy="50" r="28" />
      <circle cx="50" cy="50" r="42" />
    </g>
    <text x="93" y="9" fill="#1f2a6b" fontSize="6" fontWeight="700" textAnchor="middle">
      N
    </text>
    <path d="M93 11 L95 15 L93 14 L91 15 Z" fill="#1f2a6b" />
  </svg>
);

/** Where a member lives, as the pin's label: their region, else their country. */
const placeOf = (intl: IntlShape, member: MemberSummary) => (member.region === '' ? (intl.formatDisplayName(member.country, { type: 'region' }) ?? member.country) : member.region);

const MemberPin = (props: { member: MemberSummary; selected: boolean; cardId: string; onSelect: () => void }) => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const { member } = props;
  const place = placeOf(intl, member);
  return (
    <Pin
      type="button"
      aria-pressed={props.selected}
      aria-controls={props.cardId}
      onClick={props.onSelect}
    >
      <span data-face="">
        {member.main_image === null ? (
          <span aria-hidden="true">{member.name.slice(0, 1)}</span>
        ) : (
          <img src={`${settings.cdn_prefix}${member.main_image.thumb_filename}`} alt="" width={48} height={48} loading="lazy" decoding="async" />
        )}
      </span>
      {member.fictional && <Badge aria-hidden="true">{settings.fictional_icon}</Badge>}
      {/* The name comes from the content, so the place seen on the pin is part of it (WCAG 2.5.3). */}
      <VisuallyHidden>{intl.formatMessage(messages.pin, { name: member.name, age: member.age, place })}</VisuallyHidden>
      <span data-place="" aria-hidden="true">
        {place}
      </span>
    </Pin>
  );
};

const Cell = (props: { cell: MapCell<MemberSummary>; selected: MemberSummary | undefined; cardId: string; onSelect: (member: MemberSummary) => void }) => {
  const intl = useIntl();
  const { cell } = props;
  if (cell.kind === 'visitor') {
    return (
      <div>
        <You>
          <span>{intl.formatMessage(messages.you)}</span>
        </You>
      </div>
    );
  }
  if (cell.kind === 'empty') return <div />;
  const { member } = cell;
  return (
    <div>
      <MemberPin member={member} selected={member === props.selected} cardId={props.cardId} onSelect={() => props.onSelect(member)} />
    </div>
  );
};

/**
 * /landers/maplanding: members near the visitor as pins on a map of the visitor's area drawn here (the
 * country from settings.geoip_country); a pin shows that member's card below the map, the first member's
 * to begin with; the signup beside.
 */
export const MapLander = () => {
  const intl = useIntl();
  const settings = useApp(selectSettings);
  const { members, loading } = useTeasers();
  const [chosen, setChosen] = useState<number | null>(null);
  const cardId = useId();
  const captionId = useId();
  const selected = members.find((member) => member.id === chosen) ?? members[0];
  const country = settings.geoip_country === null ? undefined : intl.formatDisplayName(settings.geoip_country, { type: 'region' });
  return (
    <Page>
      <Columns>
        <div>
          <Intro>
            <LanderHeading>{intl.formatMessage(messages.headline)}</LanderHeading>
            <p>{intl.formatMessage(messages.pitch, { site: settings.name })}</p>
          </Intro>
          <Area>
            <Figure aria-labelledby={captionId}>
              <figcaption id={captionId}>{country === undefined ? intl.formatMessage(messages.mapNear) : intl.formatMessage(messages.mapIn, { country })}</figcaption>
              <MapBox>
                <MapArt />
                <Sweep aria-hidden="true" />
                <Cells>
                  {mapCells(members).map((cell, index) => (
                    <Cell key={cell.kind === 'member' ? cell.member.id : `cell-${String(index)}`} cell={cell} selected={selected} cardId={cardId} onSelect={(member) => setChosen(member.id)} />
                  ))}
                </Cells>
              </MapBox>
            </Figure>
            <FictionalLegend members={members} />
            {selected === undefined ? (
              <NoMembers loading={loading} />
            ) : (
              <Card id={cardId} aria-live="polite" aria-labelledby={memberNameId(selected)}>
                <TeaserFace key={selected.id} member={selected} position={0} size="large" />
              </Card>
            )}
          </Area>
        </div>
        <SignupSlot />
      </Columns>
    </Page>
  );
};
