import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { errorCodes } from '../../common/error-codes';
import { apiRequest, isApiError } from './api-client';

type UnauthorizedBehaviour = 'returnNull' | 'throw';

/** Reads `queryKey[0]` as the URL; by default a 401 is an error (docs/product.md §7). */
export function getQueryFn<T>(options: { on401: UnauthorizedBehaviour }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await apiRequest<T>('GET', String(queryKey[0]));
    } catch (error) {
      if (options.on401 === 'returnNull' && isApiError(error, errorCodes.unauthorized)) {
        return null;
      }
      throw error;
    }
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
