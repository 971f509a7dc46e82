/** "a b" from the class names that are set, in their order: the way components join a base class and options. */
export function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
