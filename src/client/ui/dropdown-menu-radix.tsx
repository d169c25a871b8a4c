// Menus on Radix DropdownMenu (keyboard navigation, typeahead, focus return come from the library); loaded when a
// menu's trigger is first pointed at, focused or pressed (dropdown-menu.tsx).
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, FocusEvent, ReactNode } from 'react';
import { Icon } from './icons.tsx';

export const DropdownMenu = Menu.Root;
export const DropdownTrigger = Menu.Trigger;

export function DropdownContent({ children, onFocus }: { children: ReactNode; onFocus?: (event: FocusEvent<HTMLDivElement>) => void }) {
  return (
    <Menu.Portal>
      <Menu.Content className="ap-menu" align="end" sideOffset={8} collisionPadding={8} onFocus={onFocus}>
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownItem({ danger, className, ...props }: ComponentProps<typeof Menu.Item> & { danger?: boolean }) {
  return <Menu.Item className={`ap-menu__item${danger ? ' ap-menu__item--danger' : ''}${className ? ` ${className}` : ''}`} {...props} />;
}

export function DropdownLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="ap-menu__label">{children}</Menu.Label>;
}

export function DropdownSeparator() {
  return <Menu.Separator className="ap-menu__separator" />;
}

export function DropdownRadioGroup<T extends string>({ value, onValueChange, children }: { value: T; onValueChange: (value: T) => void; children: ReactNode }) {
  return (
    <Menu.RadioGroup value={value} onValueChange={(next) => onValueChange(next as T)}>
      {children}
    </Menu.RadioGroup>
  );
}

export function DropdownRadioItem({ value, children, lang }: { value: string; children: ReactNode; lang?: string }) {
  return (
    // A choice closes the menu, as any menu's does (issue 25: the language menu stayed open over the services).
    <Menu.RadioItem className="ap-menu__item" value={value} lang={lang}>
      {children}
      <Menu.ItemIndicator className="ap-menu__check">
        <Icon name="check" size={18} />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}
