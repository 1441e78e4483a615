import styled from 'styled-components';

/** The column of fields of the sign-up and reset forms. */
export const FormColumn = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-md);
  & a {
    color: var(--cp-primary-text);
  }
`;

/** An input with its send-code button beside it. */
export const CodeRow = styled.div`
  display: flex;
  gap: var(--cp-space-sm);
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export const FormFoot = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
  text-align: center;
  & a {
    display: inline-block;
    min-height: 24px;
    padding: 2px 0;
  }
`;

/** The error of a control without a FormField (the agreement checkbox). */
export const FieldError = styled.p`
  margin: var(--cp-space-xs) 0 0;
  color: var(--cp-error-text, var(--cp-error));
  font-size: var(--cp-font-sm);
`;

/** A line under a control (the link to read the agreement). */
export const FieldHint = styled.p`
  margin: var(--cp-space-xs) 0 0;
  padding-inline-start: 24px;
  font-size: var(--cp-font-sm);
`;
