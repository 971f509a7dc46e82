import { Phone } from "lucide-react";
import { toTelUri } from "../../../content/site";

/** A call button for a phone number. */
export function PhoneCta({ number, label = "Appelez-nous au" }: { number: string; label?: string }) {
  return (
    <a href={toTelUri(number)} className="btn btn-accent">
      <Phone aria-hidden="true" size={20} />
      <span>
        {label} {number}
      </span>
    </a>
  );
}
