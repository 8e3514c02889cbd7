/**
 * A written reading on paper (issue 24, decision 270): the night cover every document opens
 * with, a contents page, then one chapter per section, the reader's charts drawn where placed.
 */
import { Document, Text, View } from '@react-pdf/renderer';
import { inlineText, type WrittenReadingSection } from '../../../../common/written-reading';
import { NightCover } from '../../documents/night-cover';
import { ReportPage } from '../../documents/report-page';
import { colours, styles } from '../../documents/theme';
import type { WrittenFigures, WrittenInput } from '../written-input';
import { ChapterPage } from './chapter-page';
import { Blocks } from './written-blocks';

/** A chapter's level-2 headings, as its contents entry lists them. */
function chapterHeadings(section: WrittenReadingSection): string[] {
  return section.doc.content.flatMap((block) =>
    block.type === 'heading' && block.attrs.level === 2
      ? [inlineText(block.content).replace(/\s+/g, ' ').trim()].filter(Boolean)
      : [],
  );
}

function Contents({
  input,
  sections,
}: {
  input: WrittenInput;
  sections: readonly WrittenReadingSection[];
}) {
  return (
    <ReportPage input={input}>
      <Text style={styles.eyebrow}>Contents</Text>
      <Text style={[styles.heading, { marginBottom: 12 }]}>What your reader wrote for you</Text>
      {sections.map((section, index) => (
        <View key={section.key} style={{ marginBottom: 10 }} wrap={false}>
          <View style={{ flexDirection: 'row' }}>
            <Text style={{ width: 22, color: colours.goldDeep, fontWeight: 600 }}>{index + 1}</Text>
            <Text style={[styles.subheading, { flex: 1 }]}>{section.title}</Text>
          </View>
          {chapterHeadings(section).map((heading, headingIndex) => (
            <Text key={headingIndex} style={{ marginLeft: 22, marginTop: 2, color: colours.muted }}>
              {heading}
            </Text>
          ))}
        </View>
      ))}
    </ReportPage>
  );
}

export function WrittenReadingDocument({
  input,
  title,
  summary,
  sections,
  figures,
}: {
  input: WrittenInput;
  title: string;
  /** Under the title on the cover: what the document is. */
  summary: string;
  sections: readonly WrittenReadingSection[];
  figures: WrittenFigures;
}) {
  const context = { input, figures };
  return (
    <Document title={`${title} - ${input.fullName}`} author={input.shopName}>
      <NightCover
        input={input}
        eyebrow={`${input.productName} · Written reading`}
        title={title}
        titleSize={title.length > 28 ? 32 : 44}
        subtitle={summary}
        highlight="Written for you by your reader"
      />
      <Contents input={input} sections={sections} />
      {sections.map((section, index) => (
        <ChapterPage key={section.key} input={input}>
          <Text style={styles.eyebrow}>Chapter {index + 1}</Text>
          <Text style={[styles.title, { fontSize: 26, marginBottom: 4 }]}>{section.title}</Text>
          <View style={styles.goldRule} />
          <Blocks blocks={section.doc.content} context={context} />
        </ChapterPage>
      ))}
    </Document>
  );
}
