import { useOutletContext } from 'react-router-dom';
import type { Employee } from '#shared/api/sale-points.ts';

/** The employee the /employees/{id} layout loaded, for its tabs. */
export const useEmployeeOfPage = () => useOutletContext<Employee>();
