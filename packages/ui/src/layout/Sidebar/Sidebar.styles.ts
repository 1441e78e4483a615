import { ChevronDown, ExternalLink } from 'lucide-react';
import styled from 'styled-components';

export const Panel = styled.nav`
  display: flex;
  flex-direction: column;
  width: var(--cp-sidebar-width);
  height: 100%;
  background: var(--cp-bg-sidebar);
  color: var(--cp-text-on-sidebar);
  transition: width var(--cp-motion-slow);
  overflow: hidden;
  &[data-collapsed] {
    width: var(--cp-sidebar-collapsed-width);
  }
`;

export const Logo = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  flex: none;
  height: var(--cp-navbar-height);
  padding: 0 20px;
  overflow: hidden;
  white-space: nowrap;
  color: var(--cp-text-inverse);
  font-weight: 600;
  font-size: var(--cp-font-md);
`;

export const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  padding-bottom: var(--cp-space-lg);
  scrollbar-width: thin;
  scrollbar-color: var(--cp-sidebar-scrollbar) transparent;
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  &[data-submenu] {
    background: var(--cp-bg-sidebar-submenu);
  }
`;

export const Row = styled.a`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  width: 100%;
  min-height: 50px;
  padding: 0 16px 0 20px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--cp-font-md);
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &[data-level='2'] {
    padding-left: 48px;
  }
  &[data-level='3'] {
    padding-left: 68px;
  }
  &[data-level='4'] {
    padding-left: 88px;
  }
  &:hover {
    background: var(--cp-sidebar-hover);
    color: var(--cp-text-inverse);
  }
  &:focus-visible {
    outline: 2px solid var(--cp-text-inverse);
    outline-offset: -4px;
  }
  &[aria-current='page'] {
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  &[data-in-trail] {
    color: var(--cp-text-inverse);
    font-weight: 600;
  }
  &[data-placeholder] {
    cursor: default;
    color: var(--cp-text-on-sidebar-muted);
  }
  &[data-rail] {
    justify-content: center;
    padding: 0;
  }
  &[data-rail][data-in-trail] {
    background: var(--cp-primary-solid);
  }
`;

export const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Chevron = styled(ChevronDown)`
  width: 14px;
  height: 14px;
  flex: none;
  transition: transform var(--cp-motion-base);
  [aria-expanded='false'] > & {
    transform: rotate(-90deg);
  }
`;

export const NewTabIcon = styled(ExternalLink)`
  width: 12px;
  height: 12px;
  flex: none;
  opacity: 0.8;
`;
