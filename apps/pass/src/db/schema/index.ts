// Every table of the pass database, for drizzle-kit and the typed query builder.
export * from './chips';
export * from './events';
export * from './galleries';
export * from './organizers';
export * from './products';
export * from './program';
export * from './tickets';
export * from './codes';
export * from './outbox';
export * from './payments';
export * from './selling';
export * from './accounts';
export * from './access';
export * from './images';
export * from './door';
export * from './credit-notes';
