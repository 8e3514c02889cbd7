import { Text, View } from '@react-pdf/renderer';
import type { OrderDocumentInput } from '../report-input';
import { styles } from './theme';

/** Repeated on every page: who it is for, the order to quote, and "2 / 6". */
export function PageFooter({ input }: { input: OrderDocumentInput }) {
  return (
    <View style={styles.footer} fixed>
      <Text>
        {input.fullName} · Order {input.orderReference}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `${pageNumber} / ${totalPages}`} />
    </View>
  );
}
