import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { centredSquare } from '../../internal/centredSquare';

export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export interface StepsItem {
  key: string;
  title: ReactNode;
  description?: ReactNode;
  /** Overrides the status worked out from `current`. */
  status?: StepStatus;
}

export interface StepsProps {
  items: StepsItem[];
  /** Index of the current step (0-based); earlier steps are finished, later ones waiting. @default 0 */
  current?: number;
  /** Status of the current step. @default 'process' */
  status?: StepStatus;
  /**
   * Horizontal steps turn vertical when their box is narrower than 532 px.
   * @default 'horizontal'
   */
  direction?: 'horizontal' | 'vertical';
  /** Accessible name of the list. */
  'aria-label'?: string;
}

/**
 * Below this width of its own box, a horizontal Steps is laid out vertically (as Ant Design's
 * `responsive` Steps is below 532 px): four titles side by side would be a few letters wide.
 * A container query, not a media query: what matters is the room the steps have, which a sidebar or a
 * narrow column takes from the window (decision 0092).
 */
const STEPS_VERTICAL_BELOW_PX = 532;

/** The container the query measures: the Steps' own width. */
const Frame = styled.div`
  container: cp-steps / inline-size;
`;

const verticalList = css`
  flex-direction: column;
  gap: 0;

  > li {
    min-height: 72px;
  }
  > li:last-child {
    min-height: 0;
  }
  /* The connector under the icon. */
  > li:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 36px;
    bottom: 4px;
    left: 15px;
    width: 1px;
    background: var(--cp-border);
  }
  > li[data-status='finish']:not(:last-child)::after {
    background: var(--cp-primary-solid);
  }
`;

const List = styled.ol`
  display: flex;
  gap: var(--cp-space-lg);
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--cp-text);
  font-size: var(--cp-font-md);

  &[data-direction='vertical'] {
    ${verticalList}
  }
  @container cp-steps (max-width: ${STEPS_VERTICAL_BELOW_PX - 0.02}px) {
    &[data-direction='horizontal'] {
      ${verticalList}
    }
  }
`;

const Step = styled.li`
  position: relative;
  display: flex;
  flex: 1;
  gap: var(--cp-space-sm);
  min-width: 0;

  &:last-child {
    flex: none;
  }
`;

const Icon = styled.span`
  ${centredSquare('32px')}
  box-sizing: border-box;
  border: 1px solid var(--cp-border);
  border-radius: 50%;
  background: var(--cp-bg);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-lg);

  [data-status='process'] > & {
    border-color: var(--cp-primary-solid);
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  [data-status='finish'] > & {
    border-color: var(--cp-primary-text);
    color: var(--cp-primary-text);
  }
  [data-status='error'] > & {
    border-color: var(--cp-danger);
    color: var(--cp-danger);
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  padding-bottom: var(--cp-space-md);
`;

const TitleRow = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  min-height: 32px;
  color: var(--cp-text-secondary);

  [data-status='process'] > ${Body} > &,
  [data-status='finish'] > ${Body} > & {
    color: var(--cp-text);
  }
  [data-status='process'] > ${Body} > & {
    font-weight: 500;
  }
  [data-status='error'] > ${Body} > & {
    color: var(--cp-danger);
  }
  /* A title wraps between words, never inside one (the body's overflow-wrap: anywhere is for
     running text). */
  overflow-wrap: normal;

  /* Horizontal connector after the title. */
  [data-direction='horizontal'] > li:not(:last-child) > ${Body} > &::after {
    content: '';
    flex: 1;
    min-width: 16px;
    height: 1px;
    background: var(--cp-border);
  }
  [data-direction='horizontal'] > li[data-status='finish']:not(:last-child) > ${Body} > &::after {
    background: var(--cp-primary-solid);
  }
  @container cp-steps (max-width: ${STEPS_VERTICAL_BELOW_PX - 0.02}px) {
    [data-direction='horizontal'] > li:not(:last-child) > ${Body} > &::after {
      content: none;
    }
  }
`;

const Description = styled.div`
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

function statusOf(index: number, current: number, currentStatus: StepStatus, item: StepsItem): StepStatus {
  if (item.status) return item.status;
  if (index < current) return 'finish';
  if (index === current) return currentStatus;
  return 'wait';
}

/** Progress through a sequence of steps; each step's state is shown by an icon and spoken text. */
export function Steps({
  items,
  current = 0,
  status = 'process',
  direction = 'horizontal',
  'aria-label': ariaLabel,
}: StepsProps) {
  const { t } = useTranslation('ui');
  return (
    <Frame>
      <List data-direction={direction} aria-label={ariaLabel}>
        {items.map((item, index) => {
          const stepStatus = statusOf(index, current, status, item);
          return (
            <Step
              key={item.key}
              data-status={stepStatus}
              aria-current={index === current ? 'step' : undefined}
            >
              <Icon aria-hidden="true">
                {stepStatus === 'finish' ? <Check /> : stepStatus === 'error' ? <X /> : index + 1}
              </Icon>
              <Body>
                <TitleRow>
                  <span data-part="title">
                    {item.title}
                    <VisuallyHidden>{` (${t(`steps.${stepStatus}`)})`}</VisuallyHidden>
                  </span>
                </TitleRow>
                {item.description !== undefined && <Description>{item.description}</Description>}
              </Body>
            </Step>
          );
        })}
      </List>
    </Frame>
  );
}
