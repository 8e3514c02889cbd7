/**
 * GeoNames lists a city under one name; customers also write the local or former one.
 * A short list of the spellings most likely on a birth certificate, folded.
 */
const officialNameBySpelling: Record<string, string> = {
  bombay: 'mumbai',
  calcutta: 'kolkata',
  madras: 'chennai',
  bangalore: 'bengaluru',
  peking: 'beijing',
  canton: 'guangzhou',
  saigon: 'ho chi minh city',
  leningrad: 'st petersburg',
  petrograd: 'st petersburg',
  kiev: 'kyiv',
  muenchen: 'munich',
  munchen: 'munich',
  koln: 'cologne',
  wien: 'vienna',
  roma: 'rome',
  milano: 'milan',
  napoli: 'naples',
  firenze: 'florence',
  venezia: 'venice',
  torino: 'turin',
  lisboa: 'lisbon',
  praha: 'prague',
  warszawa: 'warsaw',
  moskva: 'moscow',
  bruxelles: 'brussels',
  'den haag': 'the hague',
  geneve: 'geneva',
  kobenhavn: 'copenhagen',
  sevilla: 'seville',
  athina: 'athens',
  'ciudad de mexico': 'mexico city',
  nyc: 'new york city',
};

export function foldedNameFor(foldedSpelling: string): string {
  return officialNameBySpelling[foldedSpelling] ?? foldedSpelling;
}
