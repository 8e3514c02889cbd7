import type { ComponentProps, ReactNode } from 'react';
import { Page, View } from '@react-pdf/renderer';
import type { DocumentInput } from '../report-input';
import { PageFooter } from './page-footer';
import { styles } from './theme';

/** Without splitting, react-pdf sizes a page to its content; these hold it to Letter. */
const onePageHeight = {
  portrait: { minHeight: 792, maxHeight: 792 },
  landscape: { minHeight: 612, maxHeight: 612 },
};

/**
 * A Letter page of a report: the light paper, body text and the footer on every page.
 * The line height sits on the content, not the page: inherited from the page it hides
 * react-pdf's page-number texts (`render`), and it resolves against the font size beside it.
 */
export function ReportPage({
  input,
  style,
  fontSize = 9.5,
  orientation = 'portrait',
  fill = false,
  isOnePage = false,
  children,
}: {
  input: DocumentInput;
  /** Body text size; the line height scales with it. */
  fontSize?: number;
  /** Landscape for a page that is one wide drawing, such as a world map. */
  orientation?: 'portrait' | 'landscape';
  style?: ComponentProps<typeof Page>['style'];
  /** The content stretches to the footer, so a last child with flexGrow takes the space left. */
  fill?: boolean;
  /**
   * Content made to fit one page: react-pdf skips splitting it, which lays each page out twice
   * more (a 52-week journal spent most of its render there).
   */
  isOnePage?: boolean;
  children: ReactNode;
}) {
  return (
    <Page
      size="LETTER"
      orientation={orientation}
      wrap={!isOnePage}
      style={[styles.page, isOnePage ? onePageHeight[orientation] : {}, style ?? {}].flat()}
    >
      <View style={{ fontSize, lineHeight: 1.45, ...(fill ? { flexGrow: 1 } : {}) }}>
        {children}
      </View>
      <PageFooter input={input} />
    </Page>
  );
}
