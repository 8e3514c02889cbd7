import { isValidElement, type ReactNode } from 'react';
import {
  isSvgTreeAttribute,
  isSvgTreeTag,
  type SvgTreeNode,
} from '../../../common/charts/svg-tree';

type Props = Record<string, unknown> & { children?: ReactNode; style?: Record<string, unknown> };

/**
 * A document's vector drawing (react-pdf's `Svg` and its shapes, in function components) as plain
 * SVG data for the browser (`common/charts/svg-tree.ts`): the page draws the same shapes the PDF
 * prints, with no second copy of the drawing. A primitive it does not know is an error, so a
 * drawing never loses a part unseen.
 */
export function svgTreeOf(element: ReactNode): SvgTreeNode {
  const [root] = nodesOf(element);
  if (!root || typeof root === 'string' || root.tag !== 'svg') {
    throw new Error('The drawing is not an Svg.');
  }
  return root;
}

function nodesOf(node: ReactNode): (SvgTreeNode | string)[] {
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (typeof node === 'string' || typeof node === 'number') return [String(node)];
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => nodesOf(child));
  if (!isValidElement<Props>(node)) throw new Error('The drawing holds something unknown.');
  const { type, props } = node;
  if (typeof type === 'function') {
    return nodesOf((type as (props: Props) => ReactNode)(props));
  }
  if (typeof type !== 'string') return nodesOf(props.children);
  const tag = type.toLowerCase();
  if (!isSvgTreeTag(tag)) throw new Error(`The drawing uses ${type}, which pages do not draw.`);
  const attributes: SvgTreeNode['attributes'] = {};
  for (const [name, value] of Object.entries({ ...props, ...props.style })) {
    if ((typeof value === 'string' || typeof value === 'number') && isSvgTreeAttribute(name)) {
      attributes[name] = value;
    }
  }
  return [{ tag, attributes, children: nodesOf(props.children) }];
}
