/** The audit log's actions, as the back office's journal names them. */
import type { AuditAction } from "./context.ts";

export const AUDIT_LABELS: Record<AuditAction, string> = {
  signin: "Connexion",
  "signin-failed": "Connexion refusée",
  signout: "Déconnexion",
  "signout-everywhere": "Déconnexion de tous les appareils",
  "passkey-added": "Clé d’accès ajoutée",
  "passkey-removed": "Clé d’accès supprimée",
  "link-sent": "Lien de connexion envoyé",
  "message-read": "Message lu",
  "message-handled": "Message marqué traité",
  "message-unhandled": "Message marqué à traiter",
  "message-retry": "Nouvel envoi d’un message",
  "message-deleted": "Message supprimé",
  "messages-exported": "Messages exportés",
  "booking-cancelled": "Rendez-vous annulé",
  "booking-moved": "Rendez-vous déplacé",
  "block-added": "Créneaux bloqués",
  "block-removed": "Blocage retiré",
  "hours-changed": "Horaires modifiés",
  "calendar-feed-created": "Adresse d’agenda créée",
  "calendar-feed-revoked": "Adresse d’agenda révoquée",
  "content-saved": "Contenu enregistré",
};
