import { Text, View } from '@react-pdf/renderer';
import type { ReportInput } from '../report-input';
import { ChartWheel } from './chart-wheel';
import { angleRows, bodyRows, type ChartRow } from './chart-points';
import { colours, styles } from './theme';
import { ReportPage } from './report-page';

const columns = [
  { label: 'Point', width: 90, value: (row: ChartRow) => row.name },
  { label: 'Sign', width: 90, value: (row: ChartRow) => row.position.sign },
  { label: 'Degree', width: 60, value: (row: ChartRow) => row.position.degree },
  {
    label: 'House',
    width: 50,
    value: (row: ChartRow) => (row.house === null ? '–' : String(row.house)),
  },
  {
    label: 'Motion',
    width: 80,
    value: (row: ChartRow) => (row.isRetrograde ? 'R (retrograde)' : ''),
  },
];

function PositionsTable({ rows }: { rows: ChartRow[] }) {
  return (
    <View style={{ fontSize: 8.5 }}>
      <View
        style={{
          flexDirection: 'row',
          borderBottomWidth: 1,
          borderBottomColor: colours.goldDeep,
          paddingBottom: 2,
        }}
      >
        {columns.map((column) => (
          <Text key={column.label} style={[styles.eyebrow, { width: column.width }]}>
            {column.label}
          </Text>
        ))}
      </View>
      {rows.map((row) => (
        <View
          key={row.point}
          style={{
            flexDirection: 'row',
            borderBottomWidth: 0.5,
            borderBottomColor: colours.rule,
            paddingVertical: 1.5,
          }}
        >
          {columns.map((column) => (
            <Text key={column.label} style={{ width: column.width }}>
              {column.value(row)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** Page 2: the wheel and every position in a table a reader can check against it. */
export function ChartWheelPage({ input }: { input: ReportInput }) {
  const { chart } = input;
  return (
    <ReportPage input={input}>
      <Text style={styles.eyebrow}>Your natal chart</Text>
      <Text style={styles.heading}>The sky at your birth</Text>
      <View style={{ alignItems: 'center', marginVertical: 4 }}>
        <ChartWheel chart={chart} width={360} />
      </View>
      <Text style={[styles.muted, { fontSize: 7.5, textAlign: 'center', marginBottom: 10 }]}>
        {chart.houses
          ? 'Ascendant on the left; houses numbered inside. Blue and green lines: harmonious aspects; red: challenging ones.'
          : 'Without houses the wheel starts at 0° Aries on the left. Blue and green lines: harmonious aspects; red: challenging ones.'}
      </Text>
      <PositionsTable rows={[...bodyRows(chart), ...angleRows(chart)]} />
    </ReportPage>
  );
}
