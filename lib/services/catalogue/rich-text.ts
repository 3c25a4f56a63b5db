// Product descriptions are rich text an operator writes; the goods page renders them as HTML. What is
// stored is sanitised here, on an allow-list (sanitize-html, a maintained parser, not regular
// expressions): paragraphs, line breaks, emphasis, lists, small headings, pictures of this shop and
// links to http(s) or this shop's paths. A picture's address must be one of this shop's pictures as the
// browser resolves it (lib/validation/common.ts OWN_PICTURE_PATTERN), or the picture is dropped. No script, no style, no event handler, no javascript: or data:
// link — stored XSS through admin content is how newbee-mall's back office fails (issue 23).
import sanitizeHtml from "sanitize-html";
import { OWN_PICTURE_PATTERN } from "@/lib/validation/common";

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "h3", "h4", "blockquote", "img", "a"],
    allowedAttributes: { a: ["href"], img: ["src", "alt", "width", "height"] },
    allowedSchemes: ["http", "https"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    // The parser has decoded character references (`&#46;&#46;`) by now: the pattern sees what a browser would.
    exclusiveFilter: (frame) => frame.tag === "img" && !OWN_PICTURE_PATTERN.test(frame.attribs.src ?? ""),
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
