import { CrewApplication } from "./CrewApplication.tsx";
import { hydrateApplication } from "./hydrate.tsx";

hydrateApplication("crew", CrewApplication);
