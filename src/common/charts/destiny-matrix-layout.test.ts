import { describe, expect, it } from 'vitest';
import {
  matrixAgeLabels,
  matrixCentre,
  matrixEdges,
  matrixSpotNames,
  matrixSpots,
} from './destiny-matrix-layout';

// The positions are those of the printed chart (src/server/reports/documents/destiny-matrix-chart.tsx
// before decision 256 moved them here); the octagram's shape follows the published calculators
// the engine cites (src/astrology/destiny-matrix).

describe('the Destiny Matrix layout', () => {
  it('places the twenty points of the octagram inside the view box', () => {
    expect(matrixSpotNames).toHaveLength(20);
    for (const name of matrixSpotNames) {
      const spot = matrixSpots[name];
      expect(spot.x - spot.radius).toBeGreaterThan(0);
      expect(spot.y + spot.radius).toBeLessThan(matrixCentre * 2);
    }
  });

  it('puts the personal square on the axes and the ancestral one on the diagonals, equally far out', () => {
    const distance = (name: keyof typeof matrixSpots) =>
      Math.hypot(matrixSpots[name].x - matrixCentre, matrixSpots[name].y - matrixCentre);
    expect(distance('left')).toBeCloseTo(150, 6);
    expect(distance('topRight')).toBeCloseTo(150, 6);
    expect(matrixSpots.top.x).toBe(matrixCentre);
    expect(matrixEdges.filter((edge) => edge.role === 'personal')).toHaveLength(4);
  });

  it('labels the age ring 0 at the left corner and 20 at the top, clockwise', () => {
    expect(matrixAgeLabels[0]?.age).toBe(0);
    expect(matrixAgeLabels[0]!.y).toBeCloseTo(matrixCentre, 6);
    expect(matrixAgeLabels[0]!.x).toBeLessThan(matrixCentre);
    expect(matrixAgeLabels[2]!.x).toBeCloseTo(matrixCentre, 6);
    expect(matrixAgeLabels[2]!.y).toBeLessThan(matrixCentre);
  });
});
