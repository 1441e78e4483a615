import { Dialog } from 'radix-ui';
import styled from 'styled-components';

/** A centred modal box. */
export const DialogBox = styled(Dialog.Content)`
  position: fixed;
  top: 10vh;
  left: 50%;
  transform: translateX(-50%);
  width: min(880px, calc(100vw - 32px));
  max-height: 80vh;
  display: flex;
  flex-direction: column;
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-lg);
  z-index: var(--cp-z-dialog);
  &:focus {
    outline: none;
  }
`;

/** A panel sliding in from the right edge. */
export const RightDrawer = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(320px, 100vw);
  display: flex;
  flex-direction: column;
  background: var(--cp-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-lg);
  z-index: var(--cp-z-drawer);
  &:focus {
    outline: none;
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-md) var(--cp-space-md) var(--cp-space-md) var(--cp-space-xl);
  border-bottom: 1px solid var(--cp-border-light);
`;

export const DialogTitle = styled(Dialog.Title)`
  flex: 1;
  margin: 0;
  font-size: var(--cp-font-lg);
  font-weight: 600;
`;

export const DialogBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: var(--cp-space-lg) var(--cp-space-xl);
`;

export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-md) var(--cp-space-xl);
  border-top: 1px solid var(--cp-border-light);
`;
