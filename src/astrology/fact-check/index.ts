export { chartTruth } from './chart-truth';
export type { ChartMoment, ChartTruth, ChartTruthInput } from './chart-truth';
export { checkText } from './fact-check';
export type { CheckedStatement, Verdict } from './fact-check';
