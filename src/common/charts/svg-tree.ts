/**
 * A drawing as plain data: the tags and attributes of an SVG, no markup. The server turns the
 * documents' own vector drawings (react-pdf's Svg) into it, and the browser draws it with React,
 * so a page shows the very drawing the PDF prints (the natal wheel in the readers' workspace,
 * issue 36). Only the tags and attributes listed here are drawn; anything else is dropped.
 */

export const svgTreeTags = ['svg', 'g', 'line', 'path', 'circle', 'text'] as const;
export type SvgTreeTag = (typeof svgTreeTags)[number];

/** Geometry and paint only: nothing that can load, link or run. */
export const svgTreeAttributes = [
  'viewBox',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'd',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeOpacity',
  'fillOpacity',
  'opacity',
  'textAnchor',
  'fontFamily',
  'fontSize',
  'fontWeight',
] as const;
export type SvgTreeAttribute = (typeof svgTreeAttributes)[number];

export interface SvgTreeNode {
  tag: SvgTreeTag;
  attributes: Partial<Record<SvgTreeAttribute, string | number>>;
  children: (SvgTreeNode | string)[];
}

const tagSet: ReadonlySet<string> = new Set(svgTreeTags);
const attributeSet: ReadonlySet<string> = new Set(svgTreeAttributes);

export function isSvgTreeTag(tag: string): tag is SvgTreeTag {
  return tagSet.has(tag);
}

export function isSvgTreeAttribute(name: string): name is SvgTreeAttribute {
  return attributeSet.has(name);
}
