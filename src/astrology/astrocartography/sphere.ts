/** The sphere's helpers live in common: the reading page measures with them too. */
export * from '../../common/charts/sphere';
