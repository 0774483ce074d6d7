import { CalculatorApplication } from "./CalculatorApplication.tsx";
import { hydrateApplication } from "./hydrate-application.tsx";

hydrateApplication("calculator", CalculatorApplication);
