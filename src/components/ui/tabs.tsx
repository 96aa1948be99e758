import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

interface Tab<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /**
   * One panel per tab. All stay mounted (the others `hidden`), so a form spread over tabs keeps
   * its fields in the page for password managers and submission.
   */
  panels: Record<K, ReactNode>;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and only the
 * selected tab is in the tab order, so Tab goes straight from the list into the panel.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, panels }: Props<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = tabs.findIndex((tab) => tab.key === selected);

  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" ref={list} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-${tab.key}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-${tab.key}-panel`}
          aria-labelledby={`${id}-${tab.key}`}
          hidden={tab.key !== selected}
          className="tabs__panel"
        >
          {panels[tab.key]}
        </div>
      ))}
    </div>
  );
}
