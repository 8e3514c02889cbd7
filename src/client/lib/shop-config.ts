export interface ShopConfig {
  shopName: string;
  supportEmail: string;
}

const fallback: ShopConfig = {
  shopName: 'Astral Path',
  supportEmail: 'support@astralpath.example',
};

let cached: ShopConfig | undefined;

/** The public configuration the server put into the page (see server/web/html.ts). */
export function shopConfig(): ShopConfig {
  if (cached) return cached;
  const element = typeof document === 'undefined' ? null : document.getElementById('shop-config');
  try {
    cached = element?.textContent
      ? { ...fallback, ...(JSON.parse(element.textContent) as ShopConfig) }
      : fallback;
  } catch {
    cached = fallback;
  }
  return cached;
}
