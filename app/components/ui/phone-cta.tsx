import { toTelUri } from "../../../content/site.ts";
import { Icon } from "./icon.tsx";

/** A call button for a phone number; the number never breaks across lines. */
export function PhoneCta({ number, label = "Appelez-nous au" }: { number: string; label?: string }) {
  return (
    <a href={toTelUri(number)} className="btn btn-accent">
      <Icon name="phone" />
      <span>
        {`${label} `}
        <span className="nowrap">{number}</span>
      </span>
    </a>
  );
}
