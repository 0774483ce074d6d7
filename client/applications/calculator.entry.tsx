import { CalculatorApplication } from "./CalculatorApplication.tsx";
import { hydrateApplication } from "./hydrate.tsx";

hydrateApplication("calculator", CalculatorApplication);
