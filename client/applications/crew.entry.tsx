import { CrewApplication } from "./CrewApplication.tsx";
import { hydrateApplication } from "./hydrate-application.tsx";

hydrateApplication("crew", CrewApplication);
