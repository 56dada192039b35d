export * from './channels';
export * from './table';
