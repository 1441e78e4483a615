export { Navbar, MESSAGE_CENTER_HREF, type NavbarProps } from './Navbar';
