import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

export interface PanZoomView {
  /** Centre of the view in drawing units, and how many times it is enlarged. */
  x: number;
  y: number;
  scale: number;
}

const MAX_SCALE = 8;
/** A press that moves less than this many screen pixels is a tap, not a drag. */
const TAP_SLOP = 6;

/**
 * Pan (drag, arrow keys) and zoom (wheel, pinch, +/- keys) of an SVG drawing of `width` by
 * `height` units, kept inside the drawing. `onTap` gets the drawing position of a tap or click.
 */
export function usePanZoom(
  svgRef: RefObject<SVGSVGElement | null>,
  width: number,
  height: number,
  onTap: (x: number, y: number) => void,
) {
  const home: PanZoomView = { x: width / 2, y: height / 2, scale: 1 };
  const [view, setView] = useState<PanZoomView>(home);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const travel = useRef(0);

  const clamp = useCallback(
    (next: PanZoomView): PanZoomView => {
      const scale = Math.min(MAX_SCALE, Math.max(1, next.scale));
      const halfW = width / scale / 2;
      const halfH = height / scale / 2;
      return {
        scale,
        x: Math.min(width - halfW, Math.max(halfW, next.x)),
        y: Math.min(height - halfH, Math.max(halfH, next.y)),
      };
    },
    [width, height],
  );

  /** Drawing units per screen pixel at the current zoom. */
  const unitsPerPixel = useCallback(
    (scale: number) => width / scale / (svgRef.current?.clientWidth || width),
    [svgRef, width],
  );

  const toDrawing = useCallback(
    (clientX: number, clientY: number) => {
      const svg = svgRef.current;
      const matrix = svg?.getScreenCTM();
      if (!svg || !matrix) return null;
      const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
      return { x: point.x, y: point.y };
    },
    [svgRef],
  );

  const zoomAt = useCallback(
    (factor: number, at?: { x: number; y: number }) =>
      setView((current) => {
        const scale = Math.min(MAX_SCALE, Math.max(1, current.scale * factor));
        const focus = at ?? current;
        // Keep the drawing point under the cursor (or the centre) where it is on screen.
        const ratio = current.scale / scale;
        return clamp({
          scale,
          x: focus.x + (current.x - focus.x) * ratio,
          y: focus.y + (current.y - focus.y) * ratio,
        });
      }),
    [clamp],
  );

  // React's wheel listener is passive; the page must not scroll while the map zooms.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      zoomAt(event.deltaY < 0 ? 1.25 : 0.8, toDrawing(event.clientX, event.clientY) ?? undefined);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, zoomAt, toDrawing]);

  const handlers = {
    onPointerDown(event: React.PointerEvent<SVGSVGElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 1) travel.current = 0;
    },
    onPointerMove(event: React.PointerEvent<SVGSVGElement>) {
      const previous = pointers.current.get(event.pointerId);
      if (!previous) return;
      const now = { x: event.clientX, y: event.clientY };
      const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
      travel.current += Math.hypot(now.x - previous.x, now.y - previous.y);
      if (others.length === 1) {
        const other = others[0]![1];
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(now.x - other.x, now.y - other.y);
        if (before > 0) {
          const middle = toDrawing((now.x + other.x) / 2, (now.y + other.y) / 2);
          zoomAt(after / before, middle ?? undefined);
        }
      } else if (others.length === 0) {
        setView((current) => {
          const units = unitsPerPixel(current.scale);
          return clamp({
            ...current,
            x: current.x - (now.x - previous.x) * units,
            y: current.y - (now.y - previous.y) * units,
          });
        });
      }
      pointers.current.set(event.pointerId, now);
    },
    onPointerUp(event: React.PointerEvent<SVGSVGElement>) {
      const wasOnlyPointer = pointers.current.size === 1;
      pointers.current.delete(event.pointerId);
      if (wasOnlyPointer && travel.current < TAP_SLOP) {
        const at = toDrawing(event.clientX, event.clientY);
        if (at) onTap(at.x, at.y);
      }
    },
    onPointerCancel(event: React.PointerEvent<SVGSVGElement>) {
      pointers.current.delete(event.pointerId);
    },
    onKeyDown(event: React.KeyboardEvent<SVGSVGElement>) {
      const step = (width / view.scale) * 0.1;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = moves[event.key];
      if (move)
        setView((current) => clamp({ ...current, x: current.x + move[0], y: current.y + move[1] }));
      else if (event.key === '+' || event.key === '=') zoomAt(1.25);
      else if (event.key === '-') zoomAt(0.8);
      else if (event.key === 'Enter' || event.key === ' ') onTap(view.x, view.y);
      else return;
      event.preventDefault();
    },
  };

  const viewBox = [
    view.x - width / view.scale / 2,
    view.y - height / view.scale / 2,
    width / view.scale,
    height / view.scale,
  ].join(' ');

  return {
    view,
    viewBox,
    handlers,
    zoomIn: () => zoomAt(1.5),
    zoomOut: () => zoomAt(1 / 1.5),
    reset: () => setView(home),
  };
}
