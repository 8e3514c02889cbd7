/** Written readings for tests: the samples the report benchmark draws too. */
export * from '../../scripts/written-reading-sample';
