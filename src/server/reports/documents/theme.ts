/** The shop's look on paper: the site's night blue and gold, on a light page that prints well. */
import { StyleSheet } from '@react-pdf/renderer';
import { bodyFont, displayFont } from './fonts';

export const colours = {
  night: '#0d0b1f',
  nightRaised: '#1f1b3d',
  paper: '#faf7f0',
  ink: '#1c1838',
  muted: '#5b5678',
  gold: '#e2b857',
  goldDeep: '#b8912f',
  goldPale: '#f3e6c4',
  rule: '#ddd3bd',
  harmonious: '#2f6fb5',
  challenging: '#c0392b',
  onNight: '#f4f1ea',
  onNightMuted: '#b9b3d1',
};

/**
 * fontkit shapes Inter through long contextual and kerning tables, which was most of a Cosmic
 * Map's render time (about 1.3 s of CPU). Body text is set without them (Inter is spaced to read
 * well unkerned); headings in Cormorant turn kerning and ligatures back on.
 */
const plainShaping = {
  calt: false,
  ccmp: false,
  locl: false,
  rlig: false,
  clig: false,
  liga: false,
  rclt: false,
  curs: false,
  kern: false,
  mark: false,
  mkmk: false,
};
const displayShaping = { kern: true, liga: true };

export const styles = StyleSheet.create({
  page: {
    backgroundColor: colours.paper,
    color: colours.ink,
    fontFamily: bodyFont,
    fontFeatureSettings: plainShaping,
    paddingTop: 48,
    paddingBottom: 56,
    paddingHorizontal: 54,
  },
  title: {
    fontFamily: displayFont,
    fontFeatureSettings: displayShaping,
    fontWeight: 700,
    fontSize: 30,
    lineHeight: 1.1,
  },
  heading: {
    fontFamily: displayFont,
    fontFeatureSettings: displayShaping,
    fontWeight: 700,
    fontSize: 19,
    lineHeight: 1.15,
    marginBottom: 6,
  },
  subheading: {
    fontFamily: displayFont,
    fontFeatureSettings: displayShaping,
    fontWeight: 700,
    fontSize: 14,
    lineHeight: 1.2,
  },
  eyebrow: {
    fontSize: 7.5,
    fontWeight: 600,
    letterSpacing: 1.4,
    textTransform: 'uppercase',
    color: colours.goldDeep,
  },
  muted: { color: colours.muted },
  paragraph: { marginBottom: 5 },
  goldRule: { borderBottomWidth: 1, borderBottomColor: colours.goldDeep, marginVertical: 8 },
  thinRule: { borderBottomWidth: 0.5, borderBottomColor: colours.rule, marginVertical: 6 },
  noteBox: {
    borderLeftWidth: 2,
    borderLeftColor: colours.goldDeep,
    backgroundColor: colours.goldPale,
    paddingVertical: 6,
    paddingHorizontal: 10,
  },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 54,
    right: 54,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: colours.muted,
    borderTopWidth: 0.5,
    borderTopColor: colours.rule,
    paddingTop: 6,
  },
});
