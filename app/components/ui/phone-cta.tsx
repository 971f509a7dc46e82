import { toTelUri } from "../../../content/site";
import { Icon } from "./icon";

/** A call button for a phone number. */
export function PhoneCta({ number, label = "Appelez-nous au" }: { number: string; label?: string }) {
  return (
    <a href={toTelUri(number)} className="btn btn-accent">
      <Icon name="phone" />
      <span>
        {label} {number}
      </span>
    </a>
  );
}
