export * from './auth';
export * from './forms';
