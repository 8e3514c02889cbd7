import type { ReactNode } from 'react';
import { Page, Text, View } from '@react-pdf/renderer';
import { styles } from '../../documents/theme';
import type { WrittenInput } from '../written-input';

/**
 * A chapter's pages: the report page's paper, type and footer, laid out by react-pdf's newer
 * pagination (the page `layout`), which measures a long text once instead of again for every
 * page; the classic engine took over 6 s for a 30-page reading (decision 270). The footer is the
 * layout's chrome, with the same words as every report's.
 */
export function ChapterPage({
  input,
  fontSize = 10.5,
  children,
}: {
  input: WrittenInput;
  fontSize?: number;
  children: ReactNode;
}) {
  return (
    <Page
      size="LETTER"
      style={styles.page}
      layout={({ children: content, pageNumber, totalPages }) => (
        <>
          <View style={{ flexGrow: 1, fontSize, lineHeight: 1.45 }}>{content}</View>
          <View style={styles.footer}>
            <Text>
              {input.fullName} · Order {input.orderReference}
            </Text>
            <Text>{pageNumber && totalPages ? `${pageNumber} / ${totalPages}` : ''}</Text>
          </View>
        </>
      )}
    >
      {children}
    </Page>
  );
}
