import { createElement, Suspense, useState, type ComponentType, type ReactElement } from 'react';
import { useFirstOpen, type OpenedBy } from './firstOpen';
import { LoadBoundary, retryableLazy } from './retryableLazy';

/** The handlers the plain trigger carries until its menu is loaded (useFirstOpen). */
export type MenuTriggerHandlers = ReturnType<typeof useFirstOpen>['triggerProps'];

/** A Radix menu in its own chunk; it mounts open, told how its trigger was pressed. */
export type MenuModule<P> = Promise<{ default: ComponentType<P & { openedBy: OpenedBy }> }>;

export interface LazyMenu<P> {
  /** Fetches the chunk; a failure is left to the press that needs it. */
  preload: () => void;
  Component: ComponentType<P & { openedBy: OpenedBy }>;
  retry: () => void;
}

/** Declares, at module level, a menu kept in its own chunk: `lazyMenu(() => import('./LangMenu'))`. */
export function lazyMenu<P extends object>(load: () => MenuModule<P>): LazyMenu<P> {
  const { Component, retry } = retryableLazy(load);
  return { preload: () => void load().catch(() => undefined), Component, retry };
}

export interface LazyMenuButtonProps<P> {
  menu: LazyMenu<P>;
  /** The menu's props, less `openedBy`. */
  menuProps: P;
  /** Draws the plain trigger (a labelled button with aria-haspopup="menu"), with or without handlers. */
  trigger: (handlers?: MenuTriggerHandlers) => ReactElement;
}

/**
 * The one lazy menu button of the ui (LangSelect, SizeSelect, the Navbar's user menu): until the
 * pointer or focus reaches it, it is the plain `trigger`, and no dropdown or floating-ui code is
 * downloaded. Hover and focus fetch the menu's chunk; the first press (or ↓) mounts the menu already
 * open. When the chunk cannot be loaded (a new deploy, a dropped connection), the plain trigger
 * stays and its next press imports anew: the page around it is not affected (decision 0053).
 */
export function LazyMenuButton<P extends object>({ menu, menuProps, trigger }: LazyMenuButtonProps<P>) {
  const { openedBy, triggerProps } = useFirstOpen(menu.preload);
  const [attempt, setAttempt] = useState(0);
  if (!openedBy) return trigger(triggerProps);
  const retry = () => {
    menu.retry();
    setAttempt((n) => n + 1);
  };
  return (
    <LoadBoundary attempt={attempt} fallback={trigger({ ...triggerProps, onClick: retry })}>
      <Suspense fallback={trigger()}>{createElement(menu.Component, { ...menuProps, openedBy })}</Suspense>
    </LoadBoundary>
  );
}
