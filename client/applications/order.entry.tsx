import { OrderApplication } from "./OrderApplication.tsx";
import { hydrateApplication } from "./hydrate-application.tsx";

hydrateApplication("order", OrderApplication);
