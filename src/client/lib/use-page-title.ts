import { useEffect } from 'react';
import { shopConfig } from './shop-config';

export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${shopConfig().shopName}`;
  }, [title]);
}
