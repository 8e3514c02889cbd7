import { createElement, type ReactNode } from 'react';
import {
  isSvgTreeAttribute,
  isSvgTreeTag,
  type SvgTreeNode,
} from '../../../common/charts/svg-tree';
import type { ReadingChart } from '../../../common/order-status-reading';

type WheelChart = Extract<ReadingChart, { document: 'cosmic-map' }>;

/** One node of the drawing, only through the tags and attributes the tree allows. */
function drawn(node: SvgTreeNode | string, key: number): ReactNode {
  if (typeof node === 'string') return node;
  if (!isSvgTreeTag(node.tag) || node.tag === 'svg') return null;
  const attributes = Object.fromEntries(
    Object.entries(node.attributes).filter(([name]) => isSvgTreeAttribute(name)),
  );
  return createElement(node.tag, { key, ...attributes }, ...node.children.map(drawn));
}

/**
 * The natal chart wheel the Cosmic Map PDF prints, drawn from the same shapes (the server turns
 * the PDF's drawing into data): signs, houses, planets and aspects, on its light card.
 */
export function NatalWheel({ chart }: { chart: WheelChart }) {
  const { viewBox } = chart.wheel.attributes;
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={typeof viewBox === 'string' ? viewBox : undefined}
        className="mx-auto w-full max-w-md rounded-lg bg-[#fffdf8]"
        role="img"
        aria-label="Your natal chart wheel"
      >
        {chart.wheel.children.map(drawn)}
      </svg>
      <figcaption className="text-center text-xs text-muted">
        As the Cosmic Map PDF draws it: signs outside, houses inside, aspects in the centre.
      </figcaption>
    </figure>
  );
}
