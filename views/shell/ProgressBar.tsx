import { css } from '@linaria/core';
import { classed } from './classed';
import { useSelector } from '@xstate/react';
import { progressDurationMs, selectBar } from '../../machines/progress/progress.machine';
import { useShellActors } from '../shell-actors';
import { colors } from '../theme';

const Track = classed('div', css`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  height: 3px;
  pointer-events: none;
  & > div {
    height: 100%;
    background: ${colors.secondary};
    transform-origin: left;
    transform: scaleX(0);
  }
  &[data-bar='running'] > div {
    transform: scaleX(0.9);
    transition: transform ${progressDurationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1);
  }
  &[data-bar='complete'] > div {
    transform: scaleX(1);
    transition: transform 150ms ease-out;
  }
`);

/** The thin bar at the top while a screen loads; the machine decides when it shows. */
export const ProgressBar = () => {
  const bar = useSelector(useShellActors().progress, selectBar);
  if (bar === 'hidden') return null;
  return (
    <Track data-bar={bar} aria-hidden="true">
      <div />
    </Track>
  );
};
