// @ts-check
/**
 * Data statements (select, with, insert, update, delete) are the ones worth preparing once and
 * running many times; DDL and session commands (migrations, savepoints, `set`) are not. Plain
 * JavaScript so the PGlite worker thread can load it as is (see pglite-thread/pglite-worker.mjs).
 */
const DATA_STATEMENT = /^[\s(]*(select|with|insert|update|delete)\b/i;

/** @param {string} sql */
export const isDataStatement = (sql) => DATA_STATEMENT.test(sql);
