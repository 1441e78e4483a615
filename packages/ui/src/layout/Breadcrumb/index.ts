export { Breadcrumb, HOME_PATH, withHome, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb';
