/**
 * The contact form's paths for the browser and the route table: the page's
 * script and the shared chunk (content/static-pages.ts) must not pull
 * content/contact.ts in, which reads content/contact.yaml.
 */

/**
 * The confirmation page a browser lands on after sending the form without
 * scripts (the relay answers its native POST with 303 See Other to it).
 */
export const contactSentPath = "/contact/merci";
