// The public header's menu sheet below 992px (./PublicHeader.tsx), in its own chunk: the Radix
// Dialog it needs (focus trap, scroll lock) is downloaded when the menu button is first hovered or pressed.
import { type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { IconButton } from './IconButton';

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--cp-z-drawer);
  background: var(--cp-overlay);
`;

const Sheet = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: var(--cp-z-drawer);
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
  width: min(320px, 100vw);
  height: 100%;
  padding: var(--cp-space-lg);
  overflow-y: auto;
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-lg);
  &:focus {
    outline: none;
  }
`;

const SheetTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  font-weight: 600;
`;

export interface MenuSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button outside the dialog: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

export default function MenuSheet({ open, onOpenChange, returnFocusTo, children }: MenuSheetProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Sheet
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <SheetTop>
            <Dialog.Title asChild>
              <span>{t('patterns.publicHeader.menuTitle')}</span>
            </Dialog.Title>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={t('patterns.publicHeader.closeMenu')}>
                <X aria-hidden="true" />
              </IconButton>
            </Dialog.Close>
          </SheetTop>
          {children}
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
