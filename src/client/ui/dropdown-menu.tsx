// Menus whose Radix implementation (dropdown-menu-radix.tsx) is loaded only when a trigger is first pointed at,
// focused or pressed (issue 12): the top bar's menus are on every screen, Radix is not needed to paint them. Until it
// has arrived the trigger is a plain button with the same name and popup state; once it has, the Radix trigger takes
// its place (keeping focus) and the menu behaves as before. Pressed before the load ends, the menu opens when it
// ends, with the first item focused when opened from the keyboard as Radix does.
import { createContext, useContext, useRef, useState, type ComponentProps, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import type * as RadixMenu from './dropdown-menu-radix.tsx';
import { lazyModule } from './lazy-module.ts';

type Radix = typeof RadixMenu;
type Opener = 'pointer' | 'keyboard';
type MenuState = {
  radix: Radix | undefined;
  prefetch: () => void;
  press: (opener: Opener) => void;
  /** Opened by a key pressed before Radix arrived: the first item takes focus once, as with Radix's own trigger. */
  focusFirstItem: RefObject<boolean>;
  plainTrigger: RefObject<HTMLButtonElement | null>;
  refocus: RefObject<boolean>;
};

const radixModule = lazyModule(() => import('./dropdown-menu-radix.tsx'));
const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const menu = useContext(MenuContext);
  if (!menu) throw new Error('Menu parts belong inside a DropdownMenu');
  return menu;
}

/** The Radix module; the menu's content and its items render only after it has arrived. */
function useRadix(): Radix {
  const { radix } = useMenu();
  if (!radix) throw new Error('Menu content renders only once Radix has arrived');
  return radix;
}

export function DropdownMenu({ children }: { children: ReactNode }) {
  const [radix, setRadix] = useState(radixModule.loaded);
  const [open, setOpen] = useState(false);
  const focusFirstItem = useRef(false);
  const plainTrigger = useRef<HTMLButtonElement | null>(null);
  // The plain trigger had focus when Radix's took its place: the new one takes it.
  const refocus = useRef(false);
  const arrive = (module: Radix, openWith?: Opener) => {
    refocus.current = plainTrigger.current !== null && document.activeElement === plainTrigger.current;
    setRadix(module);
    if (openWith) {
      focusFirstItem.current = openWith === 'keyboard';
      setOpen(true);
    }
  };
  // A failed load (offline before the worker cached it) leaves the plain trigger; the next press asks again.
  const prefetch = () => void radixModule.load().then((module) => arrive(module), () => {});
  const press = (openWith: Opener) => void radixModule.load().then((module) => arrive(module, openWith), () => {});
  const state: MenuState = { radix, prefetch, press, focusFirstItem, plainTrigger, refocus };
  return (
    <MenuContext.Provider value={state}>
      {radix ? (
        <radix.DropdownMenu open={open} onOpenChange={setOpen}>
          {children}
        </radix.DropdownMenu>
      ) : (
        children
      )}
    </MenuContext.Provider>
  );
}

/** The keys that open a Radix menu from its trigger. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

export function DropdownTrigger(props: Omit<ComponentProps<'button'>, 'ref' | 'type'>) {
  const { radix, prefetch, press, plainTrigger, refocus } = useMenu();
  if (radix) {
    return (
      <radix.DropdownTrigger
        {...props}
        ref={(node) => {
          if (node && refocus.current) {
            refocus.current = false;
            node.focus();
          }
        }}
      />
    );
  }
  return (
    <button
      {...props}
      ref={plainTrigger}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event: PointerEvent) => {
        // As Radix: the primary button without Ctrl opens, and the trigger does not take focus from the pointer.
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        press('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.has(event.key)) return;
        event.preventDefault();
        press('keyboard');
      }}
    />
  );
}

export function DropdownContent({ children }: { children: ReactNode }) {
  const { radix, focusFirstItem } = useMenu();
  if (!radix) return null;
  return (
    <radix.DropdownContent
      onFocus={(event) => {
        // Radix focuses the menu itself on open, and its first item only when its own trigger saw the key.
        if (!focusFirstItem.current || event.target !== event.currentTarget) return;
        focusFirstItem.current = false;
        event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
      }}
    >
      {children}
    </radix.DropdownContent>
  );
}

export function DropdownItem(props: ComponentProps<Radix['DropdownItem']>) {
  const radix = useRadix();
  return <radix.DropdownItem {...props} />;
}

export function DropdownLabel(props: ComponentProps<Radix['DropdownLabel']>) {
  const radix = useRadix();
  return <radix.DropdownLabel {...props} />;
}

export function DropdownSeparator() {
  const radix = useRadix();
  return <radix.DropdownSeparator />;
}

export function DropdownRadioGroup<T extends string>(props: { value: T; onValueChange: (value: T) => void; children: ReactNode }) {
  const radix = useRadix();
  return <radix.DropdownRadioGroup<T> {...props} />;
}

export function DropdownRadioItem(props: ComponentProps<Radix['DropdownRadioItem']>) {
  const radix = useRadix();
  return <radix.DropdownRadioItem {...props} />;
}
