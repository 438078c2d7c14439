import type { PublicPerson, PublicPersonName } from '@agentsy/contracts';

/** A user's public columns as a raw SQL row selects them (display_name and name when selected). */
export type PersonRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  display_name?: string | null;
  name?: string | null;
  image: string | null;
};

/** The same columns as a Drizzle query names them. */
export type PersonRecord = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  displayName?: string | null;
  name?: string | null;
  image: string | null;
};

const fieldsOf = (p: PersonRow | PersonRecord) =>
  'first_name' in p ? { ...p, firstName: p.first_name, lastName: p.last_name, displayName: p.display_name } : p;

/**
 * The one mapping from a user to the public person every module answers with
 * (publicPersonSchema): never the e-mail. The display name falls back to the account name when the
 * query selected it.
 */
export const toPublicPerson = (person: PersonRow | PersonRecord): PublicPerson => {
  const p = fieldsOf(person);
  return {
    id: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    displayName: p.displayName ?? p.name ?? null,
    profileImageUrl: p.image,
  };
};

/** The person where the screen shows the first and last name only (publicPersonNameSchema). */
export const toPublicPersonName = (person: PersonRow | PersonRecord): PublicPersonName => {
  const { displayName: _shownElsewhere, ...rest } = toPublicPerson(person);
  return rest;
};
