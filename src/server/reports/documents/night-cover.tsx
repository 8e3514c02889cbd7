import type { ReactNode } from 'react';
import { Text, View } from '@react-pdf/renderer';
import { longDate } from '../../mail/templates/summary-facts';
import type { DocumentInput } from '../report-input';
import { BirthDetails } from './birth-details';
import { ReportPage } from './report-page';
import { colours, styles } from './theme';

/**
 * Page 1 of every document, on night blue like the shop: the eyebrow and title, what the
 * document is, a gold rule, the buyer's name with the document's key facts in gold, the birth
 * data and how it was read, then the document's own notes and the order it was prepared for.
 */
export function NightCover({
  input,
  eyebrow,
  title,
  titleSize = 44,
  subtitle,
  highlight,
  children,
}: {
  input: DocumentInput;
  eyebrow: string;
  title: string;
  titleSize?: number;
  subtitle: string;
  highlight: string;
  /** Between the birth details and the "Prepared ..." line. */
  children?: ReactNode;
}) {
  return (
    <ReportPage
      input={input}
      style={{ backgroundColor: colours.night, color: colours.onNight, paddingTop: 96 }}
      fontSize={10}
    >
      <Text style={[styles.eyebrow, { color: colours.gold }]}>{eyebrow}</Text>
      <Text style={[styles.title, { fontSize: titleSize, marginTop: 8 }]}>{title}</Text>
      <Text style={{ color: colours.onNightMuted, fontSize: 11, marginTop: 4 }}>{subtitle}</Text>
      <View
        style={{
          borderBottomWidth: 1,
          borderBottomColor: colours.gold,
          width: 80,
          marginVertical: 28,
        }}
      />
      <Text style={[styles.title, { fontSize: 32 }]}>{input.fullName}</Text>
      <Text style={{ color: colours.gold, marginTop: 6, marginBottom: 28 }}>{highlight}</Text>
      <BirthDetails input={input} onNight />
      {children}
      <Text style={{ marginTop: 24, color: colours.onNightMuted, fontSize: 8 }}>
        Prepared {longDate(input.generatedAt.toISOString().slice(0, 10))} for order{' '}
        {input.orderReference}
      </Text>
    </ReportPage>
  );
}
