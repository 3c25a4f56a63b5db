// Rich text that operators write and shoppers read (the service FAQ's answers): sanitised on the way
// in and again on the way out, by an allow-list (sanitize-html, a maintained parser, not patterns of
// our own). No script or style, no event-handler attributes, no javascript:/data: links, no frames:
// stored XSS through admin content is a known failure of newbee-mall. docs/decisions/020.
import sanitizeHtml from "sanitize-html";

const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "h3", "h4", "blockquote", "a", "img"],
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "width", "height"] },
  // Links to the web, mail, phone, and this site's own paths; nothing that runs.
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Pictures only from this site: its uploads and its drawn media.
  exclusiveFilter: (frame) => frame.tag === "img" && !/^\/(uploads|media)\//.test(frame.attribs.src ?? ""),
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow" } }),
  },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  disallowedTagsMode: "discard",
};

/** The HTML with everything outside the allow-list removed (text of removed tags kept, script's dropped). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
