// The web app manifest (/manifest.webmanifest, linked from every page by Next): what a phone needs to
// install the Mall to the home screen. Names in the default locale, zh-Hans.
import type { MetadataRoute } from "next";
import messages from "@/messages/zh-Hans.json";

export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: messages.app.name,
    short_name: messages.app.name,
    description: messages.app.description,
    lang: "zh-Hans",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#f5f5f5",
    theme_color: "#0a6fa3",
    categories: ["shopping"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
