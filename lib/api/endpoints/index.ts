// Every endpoint definition, for /api/v1/openapi.json. Each domain keeps its own file.
import type { EndpointDef } from "@/lib/api/endpoint";
import { catalogueEndpoints } from "./catalogue";

export const allEndpoints: EndpointDef[] = [...Object.values(catalogueEndpoints)];
