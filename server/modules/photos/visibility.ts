import type { PhotoStatus } from '../../../io/entities/photo';
import { isBlurred, type Variant } from './variants';

/** Who looks: a member (premium or not) or a visitor (null). */
export type PhotoViewer = { readonly memberId: number; readonly premium: boolean } | null;

interface PhotoFacts {
  readonly memberId: number;
  readonly status: PhotoStatus;
  readonly main: boolean;
}

/**
 * What a viewer may have of a photo (spec §6, ARCHITECTURE "photos"): the owner everything; others only
 * active photos; the main photo clear for everyone; every other photo clear for premium members only, and
 * blurred for free members and visitors.
 */
export const accessTo = (photo: PhotoFacts, viewer: PhotoViewer): 'clear' | 'blurred' | 'none' => {
  if (viewer?.memberId === photo.memberId) return 'clear';
  if (photo.status !== 'active') return 'none';
  if (photo.main || viewer?.premium === true) return 'clear';
  return 'blurred';
};

/** Whether the viewer may have this file of the photo. */
export const mayFetch = (photo: PhotoFacts, viewer: PhotoViewer, variant: Variant): boolean => {
  const access = accessTo(photo, viewer);
  return access === 'clear' || (access === 'blurred' && isBlurred(variant));
};

/**
 * How a file may be cached. A blurred file of an active photo is the same for everyone: public. The
 * main photo's clear file is private and revalidated on every use (no-cache, ETag), so the check runs
 * again once it stops being main. Anything only some viewers may have is never stored at all.
 */
export const cachingOf = (photo: PhotoFacts, variant: Variant): string => {
  if (photo.status === 'active' && isBlurred(variant)) return 'public, max-age=86400';
  if (photo.status === 'active' && photo.main) return 'private, no-cache';
  return 'private, no-store';
};
