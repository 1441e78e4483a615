export { Statistic, type StatisticProps, type StatisticTrend } from './Statistic';
