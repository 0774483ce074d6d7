import { PaymentResultApplication } from "./PaymentResultApplication.tsx";
import { hydrateApplication } from "./hydrate.tsx";

hydrateApplication("payment-result", PaymentResultApplication);
