import { it } from 'vitest';
import { computeNatalChart, loadGazetteer } from './astrology';
import { selectAffirmations } from './astrology/affirmations';
import { affirmationCandidates } from './astrology/affirmations/affirmation-candidates';
it('probe', () => {
  loadGazetteer();
  const chart = computeNatalChart({ date: '1961-08-04', time: '19:24', place: 'Honolulu, HI' });
  for (const card of selectAffirmations(chart)) console.log(card.week, card.placement, '|', card.text);
  let min = 99; let minDate = '';
  for (let day = 0; day < 100 * 365; day += 5) {
    const date = new Date(Date.UTC(1925, 0, 1) + day * 86400000).toISOString().slice(0, 10);
    const c = computeNatalChart({ date, time: null, place: null });
    const n = new Set(affirmationCandidates(c).map((x) => x.text)).size;
    if (n < min) { min = n; minDate = date; }
  }
  console.log('min candidates', min, minDate);
});
