import { OrderApplication } from "./OrderApplication.tsx";
import { hydrateApplication } from "./hydrate.tsx";

hydrateApplication("order", OrderApplication);
