import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormRegister, UseFormSetValue, UseFormGetValues } from 'react-hook-form';
import { LocateFixed } from 'lucide-react';
import { MESSAGES } from '@shared/messages';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { geolocationReason, reverseGeocode } from '../api/reverse-geocode';
import type { ProfileFormValues } from './profile-form-schema';
import { Button } from '@web/components/ui/button';

type Props = {
  register: UseFormRegister<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
  getValues: UseFormGetValues<ProfileFormValues>;
};

/** Rounded to about 100 m: enough for nearby shops, less revealing than the exact spot. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The profile's location block: fields, plus browser geolocation and reverse geocoding. */
export function LocationFields({ register, setValue, getValues }: Props) {
  const id = useId();
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const dirty = { shouldDirty: true } as const;
  const locate = () => {
    setError(null);
    setFound(null);
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      setError(MESSAGES.geolocationUnsupported);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      // getCurrentPosition ignores what its callback returns: the lookup below runs on its own.
      (position) =>
        void (async () => {
          const latitude = round(position.coords.latitude);
          const longitude = round(position.coords.longitude);
          setValue('location.coordinates', { latitude, longitude }, dirty);
          controller.current?.abort();
          controller.current = new AbortController();
          try {
            const place = await reverseGeocode(latitude, longitude, controller.current.signal);
            const city = place.city || place.locality;
            if (city) setValue('location.city', city, dirty);
            if (place.locality && place.locality !== city && !getValues('location.address'))
              setValue('location.address', place.locality, dirty);
            if (place.postcode) setValue('location.postalCode', place.postcode, dirty);
            if (place.countryName) setValue('location.country', place.countryName, dirty);
            if (place.countryCode) setValue('location.countryCode', place.countryCode.slice(0, 4), dirty);
            setFound(`Position trouvée : ${[place.postcode, city, place.countryName].filter(Boolean).join(' ')}`);
          } catch (cause) {
            if ((cause as Error)?.name !== 'AbortError') setError(MESSAGES.reverseGeocodingError);
          } finally {
            setLocating(false);
          }
        })(),
      (geoError) => {
        setError(MESSAGES.geolocationError(geolocationReason(geoError)));
        setLocating(false);
      },
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 600000 },
    );
  };

  const field = (name: 'address' | 'city' | 'postalCode' | 'country', label: string, autoComplete: string, maxLength: number) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="text"
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={inputClass}
        {...register(`location.${name}`)}
      />
    </div>
  );

  return (
    <div className="space-y-4">
      <Button type="button" onClick={locate} disabled={locating} aria-busy={locating || undefined} variant="secondary" size="lg">
        <LocateFixed aria-hidden="true" className="h-5 w-5" />
        {locating ? 'Localisation en cours...' : 'Utiliser ma position'}
      </Button>
      <ErrorAlert>{error}</ErrorAlert>
      <SuccessStatus>{found}</SuccessStatus>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{field('address', 'Adresse', 'street-address', 300)}</div>
        {field('city', 'Ville', 'address-level2', 120)}
        {field('postalCode', 'Code postal', 'postal-code', 20)}
        {field('country', 'Pays', 'country-name', 80)}
      </div>
    </div>
  );
}
