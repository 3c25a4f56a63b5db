// Swipe a cart line left, or hold it for 350 ms (the specification's long-press time), to reveal its
// delete action. Pointer events, so touch, pen and mouse behave the same.
"use client";

import { useRef, useState } from "react";

export const LONG_PRESS_MS = 350;
const SWIPE_PX = 48;
const MOVE_TOLERANCE_PX = 10;

export function useSwipeReveal() {
  const [revealed, setRevealed] = useState(false);
  const start = useRef<{ x: number; y: number; timer: ReturnType<typeof setTimeout> } | null>(null);
  // A press or swipe that revealed the button must not also "click" the link under the finger.
  const gestured = useRef(false);
  const reveal = () => {
    gestured.current = true;
    setRevealed(true);
  };

  const stop = () => {
    if (start.current) clearTimeout(start.current.timer);
    start.current = null;
  };
  const handlers = {
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button !== 0) return;
      stop();
      gestured.current = false;
      start.current = { x: e.clientX, y: e.clientY, timer: setTimeout(reveal, LONG_PRESS_MS) };
    },
    onPointerMove: (e: React.PointerEvent) => {
      const s = start.current;
      if (!s) return;
      const dx = e.clientX - s.x;
      if (Math.abs(e.clientY - s.y) > MOVE_TOLERANCE_PX || Math.abs(dx) > MOVE_TOLERANCE_PX) clearTimeout(s.timer);
      if (dx < -SWIPE_PX) {
        reveal();
        stop();
      } else if (dx > SWIPE_PX) {
        gestured.current = true;
        setRevealed(false);
        stop();
      }
    },
    onPointerUp: stop,
    onClickCapture: (e: React.MouseEvent) => {
      if (!gestured.current) return;
      gestured.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
    onPointerCancel: stop,
    // A held finger on a phone would otherwise open the browser's link menu.
    onContextMenu: (e: React.MouseEvent) => e.preventDefault(),
  };
  return { revealed, hide: () => setRevealed(false), handlers };
}
