/** Public surface of the birth-chart engine (pure; no I/O after the gazetteer loads once). */
export { computeNatalChart } from './chart/natal-chart';
export type {
  ChartPlace,
  NatalChart,
  NatalChartInput,
  PlaceCoordinates,
} from './chart/natal-chart';
export type { ChartNote, ChartNoteCode } from './chart/chart-notes';
export { birthTimeDependence, isBirthTimeUnknown } from './chart/birth-time-dependence';
export type {
  BirthTimeDependence,
  ShownWithTheChart,
  TimeDependentItem,
  TimeDependentKey,
} from './chart/birth-time-dependence';
export { aspectNames, chartBodies } from './chart/chart-types';
export type {
  Aspect,
  AspectName,
  BodyPosition,
  ChartBody,
  ChartPoint,
  Houses,
  HouseSystem,
} from './chart/chart-types';
export { aspectOrbs } from './chart/aspects';
export { bodyPosition } from './chart/body-position';
export {
  InvalidBirthDataError,
  parseBirthDate,
  parseClockTime,
  to24Hour,
} from './chart/birth-input';
export { describePosition, zodiacSigns } from './chart/zodiac';
export type { ZodiacPosition, ZodiacSign } from './chart/zodiac';
export { planetNames } from './ephemeris/bodies';
export type { PlanetName } from './ephemeris/bodies';
export { lifePathNumber } from './numerology/life-path';
export type { LifePath } from './numerology/life-path';
export { coreNumbers } from './numerology/core-numbers';
export type { CoreNumbers, NumerologyInput } from './numerology/core-numbers';
export { birthdayNumber, personalYear, personalYearOn } from './numerology/date-numbers';
export type { BirthdayNumber, PersonalYear } from './numerology/date-numbers';
export { nameNumbers } from './numerology/name-numbers';
export type { NameNumber, NameNumbers } from './numerology/name-numbers';
export { deckSize, placementLabel, selectAffirmations } from './affirmations';
export type { AffirmationCard, AffirmationFactor } from './affirmations';
export {
  elementOf,
  elements,
  lunarPhaseOf,
  modalities,
  modalityOf,
  traditionalRulers,
} from './chart/sign-qualities';
export type { Element, LunarPhase, Modality } from './chart/sign-qualities';
export { computeCalendarYear, computeYearAhead } from './year-ahead/year-ahead';
export type { YearAheadOptions } from './year-ahead/year-ahead';
export { weeklyHighlights } from './year-ahead/weekly-highlights';
export { skyAt } from './year-ahead/sky-at';
export type { MoonPhaseName, SkyAt } from './year-ahead/sky-at';
export type {
  EclipseEvent,
  IngressEvent,
  LunationEvent,
  StationEvent,
  TransitEvent,
  WeekHighlights,
  YearAhead,
  YearEvent,
} from './year-ahead/year-types';
export { loadGazetteer, loadGazetteerInBackground } from './place/gazetteer';
export { resolvePlace } from './place/resolve-place';
export type { ResolvedPlace } from './place/resolve-place';
export { searchPlaces } from './place/search-places';
export type { PlaceSuggestion } from './place/search-places';
export {
  aspectInterpretation,
  aspectMeaning,
  aspectVerbs,
  composeProfilePortrait,
  elementPortraits,
  modalityPortraits,
  patternPortraits,
  bodyInHouseInterpretation,
  bodyMeaning,
  houseAreas,
  houseMeaning,
  houseNumbers,
  journalEventComposedPrompts,
  journalEventPrompts,
  journalEventReading,
  journalEventTitle,
  journalEventTouches,
  lifePathInterpretation,
  lifePathNumbers,
  mapAngleMeanings,
  mapBodyMeanings,
  mapBodyTone,
  mapLineAngleSentence,
  mapLineMeaning,
  moonSignInterpretation,
  planetInSignInterpretation,
  quietSkyPrompts,
  quietSkyReading,
  retrogradeNote,
  risingSignInterpretation,
  signThemes,
  sunSignInterpretation,
} from './interpretations';
export type {
  AspectMeaning,
  HouseMeaning,
  HouseNumber,
  LifePathNumber,
  MapAngleMeaning,
  MapBodyMeaning,
  PointMeaning,
  PortraitSection,
  ProfileFacts,
} from './interpretations';
export {
  astrocartographyOfChart,
  buildPlaceIndex,
  computeAstrocartography,
  gazetteerPlaceIndex,
  lineDistanceKm,
  linesNearPlace,
  mapAngles,
  nearPlaceDefaults,
} from './astrocartography';
export type {
  Astrocartography,
  AstrocartographyInput,
  AstrocartographyLine,
  MapAngle,
  MapPoint,
  NearPlace,
  NearPlaceOptions,
  PlaceIndex,
  PlaceTable,
  ZenithPoint,
} from './astrocartography';
export {
  arcanaNames,
  arcanumOf,
  computeDestinyMatrix,
  destinyMatrixNote,
  destinyMatrixPointNames,
  reduceToArcanum,
} from './destiny-matrix';
export type {
  AgeArcanum,
  Arcanum,
  ArcanumName,
  DestinyMatrix,
  DestinyMatrixPointName,
} from './destiny-matrix';
export {
  computeHumanDesign,
  humanDesignAt,
  type Activation,
  type ActivationSet,
  type HumanDesignChart,
  type HumanDesignCore,
  type HumanDesignInput,
  type NearBoundary,
} from './human-design/human-design';
export { birthDaySpan, humanDesignForChart } from './human-design/from-natal-chart';
export { bodygraphData, valuesAcrossBirthDay } from './human-design/bodygraph-data';
export { activationBodies, designArcDegrees } from './human-design/activations';
export type { ActivationBody } from './human-design/activations';
export { centres, strategyOfType } from './human-design/bodygraph';
export type {
  Authority,
  Centre,
  Definition,
  HumanDesignType,
  Strategy,
} from './human-design/bodygraph';
export type { BirthDaySpan, BirthDayVariation } from './human-design/birth-day';
export type { CrossAngle, IncarnationCross } from './human-design/incarnation-crosses';
export { describeField } from './human-design/notes';
export type { HumanDesignNote, HumanDesignNoteCode } from './human-design/notes';
export {
  arcanumMeanings,
  keyPositionMeanings,
  matrixLineMeanings,
} from './interpretations/destiny-matrix';
export type { ArcanumMeaning, PositionMeaning } from './interpretations/destiny-matrix';
export {
  humanDesignAuthorityMeaning,
  humanDesignCentreMeaning,
  humanDesignDefinitionMeaning,
  humanDesignProfileMeaning,
  humanDesignTypeMeaning,
  incarnationCrossAngleMeaning,
  incarnationCrossIntroduction,
} from './interpretations/human-design';
export type { CentreMeaning, ProfileMeaning, TypeMeaning } from './interpretations/human-design';
export {
  humanDesignChannelMeaning,
  type ChannelMeaning,
} from './interpretations/human-design-channels';
export {
  chartPattern,
  chartPatterns,
  computeChartShape,
  pointWeights,
  rulerOf,
} from './chart-shape';
export type {
  ChartPattern,
  ChartShape,
  DominanceReason,
  Hemisphere,
  HouseEmphasis,
  PatternReading,
  PlanetScore,
  ShapePoint,
  SignScore,
  Tally,
} from './chart-shape';
export {
  isLibraryParagraph,
  libraryText,
  shippedEntry,
  shippedLibrary,
  withLibraryTexts,
} from './interpretations/library';
export type { LibraryEntrySeed, LibraryTexts } from './interpretations/library';
export { ordinal } from './affirmations/placement-label';
