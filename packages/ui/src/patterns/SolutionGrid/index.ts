export { SolutionGrid, type SolutionGridProps, type SolutionItem } from './SolutionGrid';
