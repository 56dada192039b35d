export * from './channels';
export * from './table';
export * from './desktop';
