export * from './common';
export * from './users';
export * from './recipes';
export * from './week-menu';
export * from './meals';
export * from './shopping';
export * from './households';
export * from './calendar';
