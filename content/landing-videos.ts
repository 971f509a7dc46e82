import type { LandingVideo } from "./landing-pages.ts";

/*
 * Videos of the firm's YouTube channel. These ids are the firm's to set: the
 * firm has not given its real ones yet, so these are fictional placeholders
 * following its channel's naming (11 characters, as YouTube ids are).
 */
export const landingVideos = {
  overview: { youtubeId: "Cp7bDc2023a", title: "Le bilan de compétences en 3 minutes" },
  testimony: { youtubeId: "Cp7Temoin01", title: "Témoignage : une reconversion réussie" },
  cpf: { youtubeId: "Cp7CpfGuide", title: "Utiliser son CPF pour un bilan de compétences" },
  online: { youtubeId: "Cp7EnLigne1", title: "Le bilan de compétences à distance" },
} as const satisfies Record<string, LandingVideo>;
