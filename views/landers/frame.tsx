import { createElement, type ReactNode } from 'react';
import { selectUser } from '../../machines/app/selectors';
import { useApp } from '../app-actor';

/**
 * A lander's own heading: an h2 under the embedded signup form's h1 (the page's one h1); a member sees no form
 * (LanderSignup's way in instead), so for a member it is the page's h1.
 */
export const LanderHeading = (props: { id: string; className?: string; children: ReactNode }) =>
  createElement(useApp(selectUser) === null ? 'h2' : 'h1', { id: props.id, className: props.className }, props.children);
