export * from './constants';
export * from './errors';
export * from './forms';
export * from './money';
export * from './taxonomy';
export * from './users';
