import { BookingApplication } from "./BookingApplication.tsx";
import { hydrateApplication } from "./hydrate.tsx";

hydrateApplication("booking", BookingApplication);
