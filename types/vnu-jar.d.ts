/**
 * The vnu-jar package (the W3C Nu HTML checker) ships no types: its main
 * module exports the path of vnu.jar, as a String object.
 */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
