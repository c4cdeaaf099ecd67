export * from './admin';
export * from './auth';
export * from './common';
export * from './post';
export * from './profile';
