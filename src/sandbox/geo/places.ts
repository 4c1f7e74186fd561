/**
 * Real US places for site addresses: ZIP code centroids with their city and state (npm `zipcodes`),
 * and the IANA time zone at each point (npm `tz-lookup`). A site seeded here sits at a real coordinate,
 * so the AHJ and utility lookups of that coordinate return the jurisdictions that really govern it.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

export interface Place {
  zip: string;
  city: string;
  /** Two-letter state code. */
  state: string;
  lat: number;
  lng: number;
  /** IANA time zone name (SITE-4). */
  timezone: string;
}

/** States where solar and construction trades are busy; sites are drawn from their cities. */
export const serviceStates = ['CO', 'CA', 'AZ', 'TX', 'FL', 'NV', 'NJ', 'MA', 'NY', 'NC', 'UT', 'IL'] as const;

let cache: Place[] | undefined;

/** ZIP places of the service states in cities with at least three ZIP codes (towns, not hamlets). */
export function servicePlaces(): Place[] {
  if (cache) return cache;
  const { codes } = require('zipcodes') as { codes: Record<string, ZipRecord> };
  const tzLookup = require('tz-lookup') as (lat: number, lng: number) => string;
  const states = new Set<string>(serviceStates);
  const byCity = new Map<string, ZipRecord[]>();
  for (const z of Object.values(codes)) {
    if (!states.has(z.state) || !Number.isFinite(z.latitude) || z.latitude === 0) continue;
    const key = `${z.city}|${z.state}`;
    let list = byCity.get(key);
    if (!list) {
      list = [];
      byCity.set(key, list);
    }
    list.push(z);
  }
  const out: Place[] = [];
  for (const list of byCity.values()) {
    if (list.length < 3) continue;
    for (const z of list) {
      out.push({
        zip: z.zip,
        city: titleCase(z.city),
        state: z.state,
        lat: z.latitude,
        lng: z.longitude,
        timezone: tzLookup(z.latitude, z.longitude),
      });
    }
  }
  out.sort((a, b) => a.zip.localeCompare(b.zip));
  cache = out;
  return out;
}

export function titleCase(s: string): string {
  return s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
}

/** Street names for seeded addresses (the streets are invented; city, state, ZIP and point are real). */
export const streetNames = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Pine St',
  'Elm St',
  'Washington Ave',
  'Lake Rd',
  'Hill St',
  'Sunset Blvd',
  'Park Ave',
  'Ridge Rd',
  'Meadow Ln',
  'Highland Ave',
  'Mesa Dr',
  'Canyon Rd',
  'Aspen Way',
  'Juniper St',
  'Willow Ct',
  'Prairie View Dr',
  'Solar Way',
  'Mountain View Rd',
] as const;
