import danielPhoto from '../../assets/testimonials/daniel-o.svg';
import mayaPhoto from '../../assets/testimonials/maya-r.svg';
import priyaPhoto from '../../assets/testimonials/priya-s.svg';

/** A client's words on the landing page (docs/product.md §3, "Testimonial"). */
export interface Testimonial {
  name: string;
  role: string;
  content: string;
  image: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maya R.',
    role: 'UX designer, Lisbon',
    content:
      'I had been circling a move abroad for years. The astrocartography map showed my Venus and Jupiter lines crossing right over Lisbon, and suddenly the choice felt grounded instead of impulsive. Two years on, it is home.',
    image: mayaPhoto,
  },
  {
    name: 'Daniel O.',
    role: 'Founder of an architecture studio',
    content:
      'I ordered the Master Blueprint expecting a horoscope with extra pages. What arrived was a strategy: my palm lines, my Destiny Matrix and my chart all pointing at the two decisions I had been avoiding. I made both within a month.',
    image: danielPhoto,
  },
  {
    name: 'Priya S.',
    role: 'Paediatric nurse, Manchester',
    content:
      'The free summary described my Moon in Cancer so exactly that I ordered The Cosmic Map the same evening. It reads like a letter from someone who has known me for years, and I go back to it whenever I feel unmoored.',
    image: priyaPhoto,
  },
];
