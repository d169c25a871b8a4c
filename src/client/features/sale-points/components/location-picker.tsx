// The location of a sale point (spec 02 §2, §9): a map to click on, and always the latitude and longitude as number
// fields, so the point can be set when the map cannot load (offline, tiles blocked, the map chunk missing).
import { useLingui } from '@lingui/react/macro';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { Banner } from '#client/ui/banner.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import type { SalePointFormValues } from '../sale-point-form.ts';

const MapView = lazy(() => import('./map-view.tsx'));

type Values = Pick<SalePointFormValues, 'latitude' | 'longitude'>;

class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function parse(text: string): number | null {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

export function LocationPicker<T extends Values>({ control, setValue }: { control: Control<T>; setValue: UseFormSetValue<T> }) {
  const { t } = useLingui();
  const form = control as unknown as Control<Values>;
  const set = setValue as unknown as UseFormSetValue<Values>;
  const [latitudeText, longitudeText] = useWatch({ control: form, name: ['latitude', 'longitude'] });
  const latitude = parse(latitudeText);
  const longitude = parse(longitudeText);
  const position: [number, number] | null =
    latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? [latitude, longitude] : null;
  const unavailable = <Banner tone="warning">{t`Карта недоступна. Укажите широту и долготу вручную.`}</Banner>;

  return (
    <div className="sp-location">
      <MapBoundary fallback={unavailable}>
        <Suspense
          fallback={
            <div className="sp-map sp-map--loading">
              <Spinner />
            </div>
          }
        >
          <MapView
            position={position}
            label={t`Карта: нажмите, чтобы отметить точку продаж`}
            unavailable={unavailable}
            onPick={([lat, lng]) => {
              set('latitude', lat.toFixed(6), { shouldDirty: true, shouldValidate: true });
              set('longitude', lng.toFixed(6), { shouldDirty: true, shouldValidate: true });
            }}
          />
        </Suspense>
      </MapBoundary>
      <div className="sp-location__fields">
        <FormField control={form} name="latitude" label={t`Широта`} inputMode="decimal" autoComplete="off" />
        <FormField control={form} name="longitude" label={t`Долгота`} inputMode="decimal" autoComplete="off" />
      </div>
    </div>
  );
}
