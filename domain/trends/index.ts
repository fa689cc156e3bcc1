// Trends: the aggregations and chart geometry shared by the Trends page, the dashboard's
// week at a glance and the doctor report. Pure: no IO, no DOM.

export * from './aggregate.ts';
export * from './chart-geometry.ts';
export * from './factor-geometry.ts';
export * from './factors.ts';
export * from './marker-layout.ts';
export * from './scores.ts';
export * from './trend-query.ts';
export * from './trend-range.ts';
export * from './trends-response.ts';
