import { css } from '@linaria/core';
import { useMemo, useState } from 'react';
import { classed } from '../shell/classed';
import { colors } from '../theme';
import { thumbhashDataUrl } from './thumbhash-placeholder';

// A square box sized by its width alone: nothing around it moves when the photo arrives. Both images fill
// it; the photo lies over the placeholder.
const Box = classed('span', css`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 1;
  overflow: hidden;
  background: ${colors.border};
  & > img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`);

export interface PlaceholderPhotoProps {
  readonly src: string;
  readonly alt: string;
  /** Base64 ThumbHash of the photo ('' for none). */
  readonly thumbhash: string;
  /** The square file's side in pixels (its width and height attributes). */
  readonly size: number;
  readonly loading?: 'eager' | 'lazy';
  readonly fetchPriority?: 'high' | 'auto';
  readonly draggable?: boolean;
  /** Id of the element that describes the photo (its status, say). */
  readonly describedBy?: string;
  /** A class for the box (corners, a border). */
  readonly className?: string;
}

/**
 * A square photo that keeps its box while loading and shows its ThumbHash, blurred colours of the photo, until
 * the image has loaded. The placeholder is decoration: hidden from screen readers, the photo has the alt text.
 */
export const PlaceholderPhoto = (props: PlaceholderPhotoProps) => {
  const placeholder = useMemo(() => thumbhashDataUrl(props.thumbhash), [props.thumbhash]);
  // The source that has loaded: when the photo shown changes (a gallery), the placeholder is back until the new one is in.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === props.src;
  return (
    <Box className={props.className}>
      {!loaded && placeholder !== undefined && <img src={placeholder} alt="" aria-hidden="true" width={props.size} height={props.size} draggable={false} />}
      <img
        src={props.src}
        alt={props.alt}
        width={props.size}
        height={props.size}
        loading={props.loading}
        fetchPriority={props.fetchPriority}
        draggable={props.draggable}
        aria-describedby={props.describedBy}
        onLoad={() => setLoadedSrc(props.src)}
      />
    </Box>
  );
};
