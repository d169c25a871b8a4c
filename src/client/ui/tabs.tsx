// Tabs on Radix Tabs (roving focus and aria-selected come from the library).
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export function Tabs<T extends string>({ value, onValueChange, label, tabs }: {
  value: T;
  onValueChange: (value: T) => void;
  label: string;
  tabs: { value: T; title: ReactNode; content: ReactNode }[];
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as T)}>
      <RadixTabs.List className="ap-tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className="ap-tabs__trigger">
            {tab.title}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
