export * from './auth';
export * from './forms';
export * from './listings';
