import { PaymentResultApplication } from "./PaymentResultApplication.tsx";
import { hydrateApplication } from "./hydrate-application.tsx";

hydrateApplication("payment-result", PaymentResultApplication);
