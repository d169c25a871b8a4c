import { useQuery } from '@tanstack/react-query';
import { browserEimzo, connectAndList } from '#client/lib/eimzo/client.ts';
import { documentKeys } from '../keys.ts';

/** The keys E-IMZO on this computer holds; asked again on "try again", never cached between visits. */
export function useEimzoKeys() {
  return useQuery({
    queryKey: documentKeys.eimzoKeys(),
    queryFn: () => connectAndList(browserEimzo()),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
