/** The building blocks of the Human Design profile's explained pages. */
import type { ReactNode } from 'react';
import { Text, View } from '@react-pdf/renderer';
import { colours, styles } from './theme';

export function Section({
  eyebrow,
  heading,
  caveat,
  children,
}: {
  eyebrow: string;
  heading: string;
  caveat?: string | null;
  children: ReactNode;
}) {
  return (
    <View style={{ marginBottom: 14 }}>
      <View wrap={false}>
        <Text style={styles.eyebrow}>{eyebrow}</Text>
        <Text style={styles.heading}>{heading}</Text>
        {caveat ? <Text style={[styles.noteBox, { marginBottom: 6 }]}>{caveat}</Text> : null}
      </View>
      {children}
    </View>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={styles.paragraph}>
      <Text style={{ fontWeight: 600 }}>{label}. </Text>
      {children}
    </Text>
  );
}

/**
 * A centre's or a channel's title line, as the Cosmic Map heads a planet: the name, what the
 * chart says of it, and its keywords on the right above a fine gold rule.
 */
export function BlockHeading({
  title,
  detail,
  keywords,
}: {
  title: string;
  detail: string;
  keywords?: string;
}) {
  return (
    <View
      style={{
        flexDirection: 'row',
        alignItems: 'flex-end',
        borderBottomWidth: 0.5,
        borderBottomColor: colours.goldDeep,
        paddingBottom: 1,
        marginBottom: 3,
      }}
    >
      <Text style={[styles.subheading, { fontSize: 13, marginRight: 8 }]}>{title}</Text>
      <Text style={[styles.muted, { flex: 1, paddingBottom: 2 }]}>{detail}</Text>
      {keywords ? <Text style={[styles.eyebrow, { paddingBottom: 2 }]}>{keywords}</Text> : null}
    </View>
  );
}
