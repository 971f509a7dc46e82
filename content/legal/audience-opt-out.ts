/**
 * The words of the audience measurement's opt-out, on the privacy page
 * (app/components/legal/audience-opt-out.tsx, decision 029). Plain French,
 * typeset here: the browser gets these strings and nothing else.
 */
import { typeset } from "../format.ts";

export const audienceOptOutCopy = typeset({
  /** Before the page's scripts run, and without JavaScript (nothing is measured then). */
  withoutScript: "Sans JavaScript, le site ne mesure pas vos visites : ce réglage s’active avec lui.",
  measured:
    "La mesure d’audience est active sur ce navigateur : vos visites sont comptées, sans cookie ni identifiant.",
  optedOut:
    "Vous vous êtes opposé à la mesure d’audience : ce navigateur n’envoie plus rien, sur aucune page du site.",
  gpc: "Votre navigateur envoie le signal Global Privacy Control (GPC) : le site ne mesure pas vos visites, il n’y a rien d’autre à faire.",
  optOut: "Ne plus mesurer mes visites",
  storageError:
    "Votre navigateur refuse d’enregistrer ce choix. Pour ne pas être mesuré, activez le signal Global Privacy Control (GPC) de votre navigateur ou bloquez JavaScript sur ce site.",
});
