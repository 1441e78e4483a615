export { Popconfirm, type PopconfirmProps } from './Popconfirm';
