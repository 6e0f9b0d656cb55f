import { css } from '@linaria/core';
import { createElement, type ReactNode } from 'react';
import { selectUser } from '../../machines/app/selectors';
import { useApp } from '../app-actor';

/**
 * A lander's own heading: an h2 under the embedded signup form's h1 (the page's one h1); a member sees no form
 * (LanderSignup's way in instead), so for a member it is the page's h1.
 */
export const LanderHeading = (props: { id: string; className?: string; children: ReactNode }) =>
  createElement(useApp(selectUser) === null ? 'h2' : 'h1', { id: props.id, className: props.className }, props.children);

/**
 * For what holds the embedded signup: its fields take the width they are given. A field's own width (about
 * 20 characters) would otherwise widen a 360 px phone's column past the screen.
 */
export const signupFits = css`
  min-width: 0;
  & input:not([type='checkbox']),
  & select,
  & textarea {
    width: 100%;
    min-width: 0;
  }
`;
