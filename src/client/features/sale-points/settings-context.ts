import { useOutletContext } from 'react-router-dom';
import type { SalePoint } from '#shared/api/sale-points.ts';

/** The sale point the settings layout loaded for its pages. */
export function useSettingsSalePoint(): SalePoint {
  return useOutletContext<SalePoint>();
}
