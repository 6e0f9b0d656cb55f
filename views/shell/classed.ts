import { cx } from '@linaria/core';
import { Link } from 'wouter';
import { createElement, type ComponentProps, type ComponentType, type JSX, type ReactElement } from 'react';

/**
 * An element (or a component taking `className`) with a class from linaria's `css`, which is extracted to
 * the stylesheet at build time: the same markup as linaria's `styled`, without its runtime (a component
 * factory and an HTML attribute filter, about 2 kB gzip). A `className` given at the use site is added.
 */
export function classed<T extends keyof JSX.IntrinsicElements>(tag: T, className: string): (props: ComponentProps<T>) => ReactElement;
export function classed<P extends { className?: string | undefined }>(component: ComponentType<P>, className: string): (props: P) => ReactElement;
export function classed(type: string | ComponentType<{ className?: string | undefined }>, className: string) {
  return (props: { className?: string | undefined }) => createElement(type, { ...props, className: cx(className, props.className) });
}

type LinkAttributes = Omit<ComponentProps<'a'>, 'href' | 'className'> & { readonly href: string; readonly className?: string | undefined };

/** `classed` for wouter's Link (a generic component, which `classed` cannot infer). */
export const classedLink =
  (className: string) =>
  (props: LinkAttributes): ReactElement =>
    createElement(Link, { ...props, className: cx(className, props.className) });
