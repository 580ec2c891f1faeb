export * from './users';
export * from './recipes';
export * from './meal-plans';
export * from './shopping';
export * from './households';
export * from './invitations';
export * from './calendar-feeds';
export * from './pantry';
