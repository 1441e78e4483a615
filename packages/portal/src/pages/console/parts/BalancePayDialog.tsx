// A payment from the account balance (an order, an app renewal): the available balance is fetched
// when the dialog opens; too little balance is explained with the shortfall and a Recharge button
// (to the recharge page with the missing amount), before and, if the server refuses (code 21001),
// after the attempt. The pay button is locked while the request runs and for 6 s after a click, so
// nothing is charged twice. Used by costCenter/orderMGT/PayDialog and apps/RenewDialog.
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isInsufficientBalance, useAccountOverview } from '@chainportal/api';
import { Button, Dialog, useMoney } from '@chainportal/ui';
import { Hint } from './ConsolePage';
import { toCents, toYuan } from './money';

export interface BalancePayDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the payment costs, in cents. */
  amountCents: number;
  /** Makes the payment (and says so); rejects when it fails. */
  pay: () => Promise<void>;
  /** While the payment request runs. */
  paying: boolean;
  /** No payment possible (nothing chosen). */
  disabled?: boolean;
  labels: {
    cancel: string;
    recharge: string;
    /** The pay button, with the formatted amount. */
    confirm: (amount: string) => string;
    /** The explanation of too little balance, with the formatted shortfall. */
    insufficient: (shortfall: string) => string;
  };
  /** The dialog's content; `available` is the formatted available balance, or null until known. */
  children: (available: { text: string | null; failed: boolean }) => ReactNode;
}

export function BalancePayDialog({
  open,
  onClose,
  title,
  amountCents,
  pay,
  paying,
  disabled = false,
  labels,
  children,
}: BalancePayDialogProps) {
  const navigate = useNavigate();
  const money = useMoney();
  const { data: overview, error: overviewError } = useAccountOverview(open ? undefined : null);
  // The amount the server refused: a change of amount (another period, another order) asks again.
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const lock = useRef(false);

  const available = overview ? toCents(overview.available) : null;
  const short = refusedAt === amountCents || (available !== null && available < amountCents);
  const shortfall = available !== null ? Math.max(amountCents - available, 0) : 0;

  const close = () => {
    setRefusedAt(null);
    onClose();
  };

  const submit = async () => {
    if (disabled || lock.current) return;
    lock.current = true;
    try {
      await pay();
      close();
    } catch (error) {
      // Other failures: the api client has shown the server's message; the dialog stays open.
      if (isInsufficientBalance(error)) setRefusedAt(amountCents);
    } finally {
      lock.current = false;
    }
  };

  const recharge = () => {
    const query = shortfall > 0 ? `?amount=${toYuan(shortfall).toFixed(2)}` : '';
    close();
    void navigate(`/costCenter/overview/recharge${query}`);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      footer={
        <>
          <Button onClick={close}>{labels.cancel}</Button>
          {short ? (
            <Button variant="primary" onClick={recharge}>
              {labels.recharge}
            </Button>
          ) : (
            <Button
              variant="primary"
              preventReClick
              loading={paying}
              disabled={disabled || paying || available === null}
              onClick={() => void submit()}
            >
              {labels.confirm(money(toYuan(amountCents)))}
            </Button>
          )}
        </>
      }
    >
      {children({ text: overview ? money(overview.available) : null, failed: !!overviewError })}
      {short && !disabled ? <Hint role="alert">{labels.insufficient(money(toYuan(shortfall)))}</Hint> : null}
    </Dialog>
  );
}
