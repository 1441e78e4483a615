export { DateRangePicker, type DateRangePickerProps, type DateRange } from './DateRangePicker';
