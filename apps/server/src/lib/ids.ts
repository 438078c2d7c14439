const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are checked before they reach SQL, where a malformed uuid is a 500, not a 404. */
export const isUuid = (value: string) => UUID.test(value);
