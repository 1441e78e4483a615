import { Dialog } from 'radix-ui';
import styled from 'styled-components';
import { overlaySurfaceCss } from '../../internal/overlay';

/** A centred modal box. */
export const DialogBox = styled(Dialog.Content)`
  position: fixed;
  top: 10vh;
  left: 50%;
  transform: translateX(-50%);
  width: min(880px, calc(100vw - 32px));
  max-height: 80vh;
  ${overlaySurfaceCss}
  border-radius: var(--cp-radius-lg);
  z-index: var(--cp-z-dialog);
`;

/** A panel sliding in from the right edge. */
export const RightDrawer = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(320px, 100vw);
  ${overlaySurfaceCss}
  z-index: var(--cp-z-drawer);
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
