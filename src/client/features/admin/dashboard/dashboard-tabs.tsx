import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { dashboardTabs, type DashboardTab } from './dashboard-view';

interface DashboardTabsProps {
  active: DashboardTab;
  onChange: (tab: DashboardTab) => void;
  labels: Record<DashboardTab, string>;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs without a tabs library: one tab stop, arrows and Home/End move between the
 * tabs and select them, the panel is labelled by its tab.
 */
export function DashboardTabs({ active, onChange, labels, children }: DashboardTabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});
  const tabId = (tab: DashboardTab) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = dashboardTabs.indexOf(active);
    const last = dashboardTabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = dashboardTabs[next] ?? active;
    onChange(tab);
    tabRefs.current[tab]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Dashboard lists"
        onKeyDown={onKeyDown}
        className="inline-grid w-full grid-cols-3 gap-1 rounded-lg border border-border bg-surface/80 p-1 sm:w-auto"
      >
        {dashboardTabs.map((tab) => {
          const isActive = tab === active;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={panelId}
              tabIndex={isActive ? 0 : -1}
              onClick={() => onChange(tab)}
              className={cn(
                'rounded-md px-3 py-2 text-sm sm:px-5 font-semibold whitespace-nowrap transition-colors',
                isActive
                  ? 'bg-gold text-background'
                  : 'text-muted hover:bg-surface-raised hover:text-foreground',
              )}
            >
              {labels[tab]}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(active)}
        tabIndex={0}
        className="mt-4 rounded-lg focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
