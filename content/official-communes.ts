/**
 * The official list of French communes and intercommunal bodies (INSEE codes,
 * names as INSEE spells them, postal codes, members), from the
 * @etalab/decoupage-administratif package (Etalab, data.gouv.fr). Read by the
 * tests only: they check that every town the site names exists, is spelled
 * right and has the postal code the site gives it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export interface Commune {
  code: string;
  nom: string;
  departement?: string;
  type: string;
  codesPostaux?: string[];
}

export interface Epci {
  code: string;
  nom: string;
  membres: { code: string; nom: string }[];
}

const require = createRequire(import.meta.url);
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(require.resolve(`@etalab/decoupage-administratif/data/${file}`), "utf8"));

/** The communes as they are today (no former or delegated communes). */
const communes: readonly Commune[] = read<Commune[]>("communes.json").filter(
  (commune) => commune.type === "commune-actuelle",
);

const epcis: readonly Epci[] = read<Epci[]>("epci.json");

/** The commune of Seine-et-Marne with this exact name, if any. */
export function communeOf77(name: string): Commune | undefined {
  return communes.find((commune) => commune.nom === name && commune.departement === "77");
}

/** The intercommunal body a commune of Seine-et-Marne belongs to. */
export function epciOf(name: string): Epci | undefined {
  const commune = communeOf77(name);
  return commune && epcis.find((epci) => epci.membres.some((member) => member.code === commune.code));
}
