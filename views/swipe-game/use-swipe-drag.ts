import { useState, type PointerEvent } from 'react';
import { decisionOfDrag } from '../../machines/swipe-game/gesture';

type DragDecision = NonNullable<ReturnType<typeof decisionOfDrag>>;

/**
 * A card dragged sideways with a pointer: past the swipe game's threshold it is decided (right like, left
 * pass), a shorter drag springs back. `ignores` leaves presses on some elements (a link) to themselves.
 */
export const useSwipeDrag = (onDecide: (decision: DragDecision) => void, ignores: (target: EventTarget) => boolean = () => false) => {
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || ignores(event.target)) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      setDrag({ startX: event.clientX, dx: 0 });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (drag !== null) setDrag({ startX: drag.startX, dx: event.clientX - drag.startX });
    },
    onPointerUp: () => {
      if (drag === null) return;
      const decision = decisionOfDrag(drag.dx);
      setDrag(null);
      if (decision !== null) onDecide(decision);
    },
    onPointerCancel: () => setDrag(null),
  };
  return { dx: drag?.dx ?? 0, dragging: drag !== null, handlers };
};
