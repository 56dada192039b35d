export * from './errors';
export * from './route';
export * from './routes';
export * from './schemas';
export * from './auth';
