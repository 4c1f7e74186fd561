/**
 * Lenient output conversions: an upstream value the scalar would reject becomes null instead of an
 * error, so one dirty value never fails a response (docs/schema-conventions.md).
 */

import { readInstant } from './iso-dates.js';

/** A stored date or date-time as its instant; null for one that names none (see readInstant). */
export const dateTime = readInstant;

export function url(value: unknown): URL | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A text value as stored (a URL without its scheme, a colour name): any non-empty string, else null. */
export function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

export function jsonObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The entries of a list that are records with a numeric id (a user summary without one is dropped); [] for no list. */
export function withIds<T extends { id?: unknown }>(list: readonly (T | null | undefined)[] | null | undefined): T[] {
  return (list ?? []).filter((r): r is T => !!r && typeof r.id === 'number');
}

export function stringList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value ? [value] : [];
}

/** 'lat,lng' (SITE-4) → coordinates, or null when either part is missing or out of range. */
export function latLng(value: unknown): { lat: number; lng: number } | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const [a, b] = raw.split(',').map((s) => Number(s.trim()));
  if (a === undefined || b === undefined || !Number.isFinite(a) || !Number.isFinite(b) || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

/**
 * The stored value when it is one of an enum's `values`, else null: a value this schema does not know
 * reads as null, never as an error (lenient output). The one way the schema narrows a stored string.
 */
export function oneOf<const T extends string>(values: readonly T[], value: unknown): T | null {
  return isOneOf(values, value) ? value : null;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((v) => v === value);
}
