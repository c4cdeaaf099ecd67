export * from './admin';
export * from './auth';
export * from './chat';
export * from './common';
export * from './notification';
export * from './object';
export * from './post';
export * from './profile';
