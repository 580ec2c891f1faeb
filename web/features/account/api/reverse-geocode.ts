// Reverse geocoding of the profile's location block: BigDataCloud's free
// client-side endpoint, in French. A plain fetch: the user's bearer token must never go to a third party.

export type Place = { locality: string; city: string; postcode: string; countryName: string; countryCode: string };

const ENDPOINT = 'https://api.bigdatacloud.net/data/reverse-geocode-client';

export async function reverseGeocode(latitude: number, longitude: number, signal?: AbortSignal): Promise<Place> {
  const url = `${ENDPOINT}?latitude=${encodeURIComponent(latitude)}&longitude=${encodeURIComponent(longitude)}&localityLanguage=fr`;
  const res = await fetch(url, { signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
  if (!res.ok) throw new Error(`reverse geocoding: HTTP ${res.status}`);
  const body = (await res.json()) as Record<string, unknown>;
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
  return {
    locality: text('locality'),
    city: text('city'),
    postcode: text('postcode'),
    countryName: text('countryName'),
    countryCode: text('countryCode'),
  };
}

/** 'Erreur de géolocalisation : {reason}' (shared/messages.ts) with the reason in French. */
export function geolocationReason(error: { code?: number; message?: string }): string {
  switch (error.code) {
    case 1:
      return 'autorisation refusée';
    case 2:
      return 'position indisponible';
    case 3:
      return 'délai dépassé';
    default:
      return error.message || 'erreur inconnue';
  }
}
