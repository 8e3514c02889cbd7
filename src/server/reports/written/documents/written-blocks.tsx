/**
 * A section's content as paper: each node of the closed written-reading schema to one react-pdf
 * element. Text is only ever a `Text` child, so nothing a reader wrote is read as markup.
 */
import { Text, View } from '@react-pdf/renderer';
import type {
  WrittenBlock,
  WrittenInline,
  WrittenListItem,
} from '../../../../common/written-reading';
import { colours, styles } from '../../documents/theme';
import type { WrittenFigures, WrittenInput } from '../written-input';
import { WrittenFigure } from './written-figure';

function Inline({ content }: { content: readonly WrittenInline[] | undefined }) {
  return (content ?? []).map((node, index) => {
    if (node.type === 'hardBreak') return '\n';
    const marks = new Set((node.marks ?? []).map((mark) => mark.type));
    if (marks.size === 0) return node.text;
    return (
      <Text
        key={index}
        style={{
          ...(marks.has('bold') ? { fontWeight: 600 } : {}),
          ...(marks.has('italic') ? { fontStyle: 'italic' } : {}),
        }}
      >
        {node.text}
      </Text>
    );
  });
}

interface BlockContext {
  input: WrittenInput;
  figures: WrittenFigures;
}

function ListItems({
  items,
  markerOf,
  context,
}: {
  items: readonly WrittenListItem[];
  markerOf: (index: number) => string;
  context: BlockContext;
}) {
  return (
    <View style={{ marginBottom: 5 }}>
      {items.map((item, index) => (
        <View key={index} style={{ flexDirection: 'row', marginBottom: 2 }}>
          <Text style={{ width: 18, color: colours.goldDeep }}>{markerOf(index)}</Text>
          <View style={{ flex: 1 }}>
            <Blocks blocks={item.content} context={context} isTight />
          </View>
        </View>
      ))}
    </View>
  );
}

function Block({
  block,
  context,
  isTight,
}: {
  block: WrittenBlock;
  context: BlockContext;
  isTight: boolean;
}) {
  switch (block.type) {
    case 'paragraph':
      return (
        <Text style={isTight ? { marginBottom: 1 } : styles.paragraph}>
          <Inline content={block.content} />
        </Text>
      );
    case 'heading':
      return block.attrs.level === 2 ? (
        <Text style={[styles.heading, { marginTop: 10 }]} minPresenceAhead={40}>
          <Inline content={block.content} />
        </Text>
      ) : (
        <Text style={[styles.subheading, { marginTop: 6, marginBottom: 3 }]} minPresenceAhead={30}>
          <Inline content={block.content} />
        </Text>
      );
    case 'blockquote':
      return (
        <View
          style={{
            borderLeftWidth: 2,
            borderLeftColor: colours.goldDeep,
            paddingLeft: 10,
            marginVertical: 4,
            fontStyle: 'italic',
            color: colours.muted,
          }}
        >
          <Blocks blocks={block.content} context={context} isTight={false} />
        </View>
      );
    case 'bulletList':
      return <ListItems items={block.content} markerOf={() => '•'} context={context} />;
    case 'orderedList': {
      const start = block.attrs?.start ?? 1;
      return (
        <ListItems
          items={block.content}
          markerOf={(index) => `${start + index}.`}
          context={context}
        />
      );
    }
    case 'horizontalRule':
      return <View style={styles.goldRule} />;
    case 'chartFigure':
      return (
        <WrittenFigure chart={block.attrs.chart} input={context.input} figures={context.figures} />
      );
  }
}

export function Blocks({
  blocks,
  context,
  isTight = false,
}: {
  blocks: readonly WrittenBlock[];
  context: BlockContext;
  isTight?: boolean;
}) {
  return blocks.map((block, index) => (
    <Block key={index} block={block} context={context} isTight={isTight} />
  ));
}
