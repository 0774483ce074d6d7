import { BookingApplication } from "./BookingApplication.tsx";
import { hydrateApplication } from "./hydrate-application.tsx";

hydrateApplication("booking", BookingApplication);
