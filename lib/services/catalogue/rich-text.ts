// Product descriptions are rich text an operator writes; the goods page renders them as HTML. What is
// stored is sanitised here, on an allow-list (sanitize-html, a maintained parser, not regular
// expressions): paragraphs, line breaks, emphasis, lists, small headings, pictures of this shop and
// links to http(s) or this shop's paths. No script, no style, no event handler, no javascript: or data:
// link — stored XSS through admin content is how newbee-mall's back office fails (issue 23).
import sanitizeHtml from "sanitize-html";

const OWN_PICTURE = /^\/(uploads|media)\//;

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4", "blockquote", "img", "a"],
    allowedAttributes: { a: ["href"], img: ["src", "alt", "width", "height"] },
    allowedSchemes: ["http", "https"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => frame.tag === "img" && !OWN_PICTURE.test(frame.attribs.src ?? ""),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" },
      }),
    },
  }).trim();
}

/** Whether a stored description holds markup (else it is shown as plain text with its line breaks). */
export function isRichText(text: string): boolean {
  return /<[a-z][\s\S]*>/i.test(text);
}
