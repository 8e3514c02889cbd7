import {
  matrixAgeLabels,
  matrixCentre,
  matrixEdges,
  matrixRingRadius,
  matrixSpots,
  matrixViewSize,
} from '../../../common/charts/destiny-matrix-layout';
import type { ReadingChart } from '../../../common/order-status-reading';

type MatrixChart = Extract<ReadingChart, { document: 'destiny-matrix' }>;

const edgeClasses = {
  personal: 'stroke-gold',
  ancestral: 'stroke-muted',
  axis: 'stroke-border',
  money: 'stroke-destructive',
  love: 'stroke-[#6f8ff0]',
} as const;

/** The Destiny Matrix octagram as SVG, from the layout the PDF draws too (decision 256). */
export function DestinyMatrixChart({ chart }: { chart: MatrixChart }) {
  return (
    <figure className="grid gap-4">
      <svg
        viewBox={`0 0 ${matrixViewSize} ${matrixViewSize}`}
        className="mx-auto w-full max-w-md"
        role="img"
        aria-labelledby="matrix-title"
      >
        <title id="matrix-title">
          {`Your Destiny Matrix: core ${chart.points.find((point) => point.name === 'centre')?.arcanum ?? ''}`}
        </title>
        <circle
          cx={matrixCentre}
          cy={matrixCentre}
          r={matrixRingRadius}
          fill="none"
          className="stroke-border"
        />
        {matrixEdges.map(({ from, to, role }) => (
          <line
            key={`${from}-${to}`}
            x1={matrixSpots[from].x}
            y1={matrixSpots[from].y}
            x2={matrixSpots[to].x}
            y2={matrixSpots[to].y}
            className={edgeClasses[role]}
            strokeWidth={1.2}
          />
        ))}
        {matrixAgeLabels.map((label) => (
          <text
            key={label.age}
            x={label.x}
            y={label.y + 4}
            textAnchor="middle"
            className="fill-muted text-[11px]"
          >
            {label.age}
          </text>
        ))}
        {chart.points.map((point) => {
          const spot = matrixSpots[point.name];
          const fill =
            spot.emphasis === 'centre'
              ? 'fill-gold'
              : spot.emphasis === 'corner'
                ? 'fill-surface-raised'
                : 'fill-background';
          const ink = spot.emphasis === 'centre' ? 'fill-background' : 'fill-foreground';
          return (
            <g key={point.name}>
              <title>{`${point.arcanum} ${point.arcanumName}`}</title>
              <circle
                cx={spot.x}
                cy={spot.y}
                r={spot.radius}
                className={`${fill} stroke-gold-deep`}
              />
              <text
                x={spot.x}
                y={spot.y + spot.radius * 0.36}
                textAnchor="middle"
                className={`${ink} font-bold`}
                style={{ fontSize: spot.radius * 0.95 }}
              >
                {point.arcanum}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <dl className="grid gap-2 sm:grid-cols-2">
          {chart.keyPositions.map((position) => (
            <div
              key={position.title}
              className="rounded-lg border border-border bg-surface px-3 py-2"
            >
              <dt className="text-sm text-muted">{position.title}</dt>
              <dd className="text-foreground">
                <span className="font-semibold">
                  {position.arcanum} · {position.arcanumName}
                </span>
                {position.theme ? <span className="text-muted">: {position.theme}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </figcaption>
    </figure>
  );
}
