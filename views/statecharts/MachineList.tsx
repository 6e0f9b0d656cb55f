import { css } from '@linaria/core';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { machineAreas } from '../../machines/statecharts/catalog';
import { colors } from '../theme';
import { machineDescriptions } from './machine-descriptions';
import { areaNames, messages } from './messages';

const list = css`
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
  h2 {
    margin: 1rem 0 0.25rem;
    font-size: 0.95rem;
    color: ${colors.muted};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: block;
    padding: 0.4rem 0.5rem;
    border-radius: 6px;
    color: ${colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${colors.background};
  }
  a[aria-current='page'] {
    background: ${colors.dark};
    color: ${colors.onDark};
  }
  strong {
    font-family: ui-monospace, monospace;
  }
  small {
    display: block;
    font-size: 0.8rem;
    line-height: 1.3;
  }
`;

/** Every machine of the catalog by area, each with its one-line description; the one on show is marked. */
export const MachineList = ({ current }: { current: string | null }) => {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.machines)}>
      <ul className={list}>
        {machineAreas.map((area) => (
          <li key={area.name}>
            <h2>{intl.formatMessage(areaNames[area.name])}</h2>
            <ul>
              {area.ids.map((id) => (
                <li key={id}>
                  <Link href={`/statecharts/${id}`} aria-current={id === current ? 'page' : undefined}>
                    <strong>{id}</strong>
                    <small>{intl.formatMessage(machineDescriptions[id])}</small>
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
};
