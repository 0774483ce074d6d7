// The booking form's values, saved as a draft in localStorage (product.md §3
// bookingFormDraft) on every change and restored on the next visit. Stored values
// are re-read defensively: only known ids and plain strings come back.
import {
  DEFAULT_MESSAGE_CHANNEL,
  EXTRA_IDS,
  MESSAGE_CHANNELS,
  PARKING_TYPES,
  PAYMENT_METHODS,
  STORAGE_KEYS,
  TERMINALS,
  TRANSMISSIONS,
  type ExtraId,
  type MessageChannel,
  type ParkingType,
  type PaymentMethod,
  type Terminal,
  type Transmission,
} from "@shared/constants.ts";
import { readItem, readJson, removeItem, writeItem, writeJson } from "~/lib/browser-storage.ts";

export interface BookingDraft {
  parking_type: ParkingType | "";
  full_name: string;
  phone: string;
  email: string;
  message_channel: MessageChannel;
  company_invoice: boolean;
  company_name: string;
  company_number: string;
  car_manufacturer: string;
  car_model: string;
  transmission: Transmission | "";
  license_number: string;
  car_code: string;
  departure_terminal: Terminal | "";
  departure_date: string;
  departure_time: string;
  arrival_terminal: Terminal | "";
  flight_number: string;
  arrival_date: string;
  arrival_time: string;
  additional_services: ExtraId[];
  terms_accepted: boolean;
  payment_method: PaymentMethod;
  has_coupon: boolean;
  coupon_input: string;
}

export const EMPTY_DRAFT: BookingDraft = {
  parking_type: "",
  full_name: "",
  phone: "",
  email: "",
  message_channel: DEFAULT_MESSAGE_CHANNEL,
  company_invoice: false,
  company_name: "",
  company_number: "",
  car_manufacturer: "",
  car_model: "",
  transmission: "",
  license_number: "",
  car_code: "",
  departure_terminal: "",
  departure_date: "",
  departure_time: "",
  arrival_terminal: "",
  flight_number: "",
  arrival_date: "",
  arrival_time: "",
  additional_services: [],
  terms_accepted: false,
  payment_method: "card",
  has_coupon: false,
  coupon_input: "",
};

/** The separate "last chosen parking type" key the spec keeps beside the draft. */
const SELECTED_TYPE_KEY = "bookingSelectedParkingType";

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T | ""): T | "" {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function text(value: unknown, max = 200): string {
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** Only open or covered are accepted, from the URL or from storage (product.md §5). */
export function parkingTypeOrEmpty(value: unknown): ParkingType | "" {
  return oneOf(value, PARKING_TYPES, "");
}

export function readDraft(): BookingDraft | null {
  const stored = readJson("local", STORAGE_KEYS.bookingDraft);
  if (typeof stored !== "object" || stored === null) return null;
  const s = stored as Record<string, unknown>;
  return {
    parking_type: parkingTypeOrEmpty(s.parking_type),
    full_name: text(s.full_name),
    phone: text(s.phone, 30),
    email: text(s.email),
    message_channel: (oneOf(s.message_channel, MESSAGE_CHANNELS, DEFAULT_MESSAGE_CHANNEL) || DEFAULT_MESSAGE_CHANNEL) as MessageChannel,
    company_invoice: s.company_invoice === true,
    company_name: text(s.company_name, 100),
    company_number: text(s.company_number, 20),
    car_manufacturer: text(s.car_manufacturer),
    car_model: text(s.car_model),
    transmission: oneOf(s.transmission, TRANSMISSIONS, ""),
    license_number: text(s.license_number, 10).replace(/\D/g, ""),
    car_code: text(s.car_code, 20),
    departure_terminal: oneOf(s.departure_terminal, TERMINALS, ""),
    departure_date: text(s.departure_date, 10),
    departure_time: text(s.departure_time, 5),
    arrival_terminal: oneOf(s.arrival_terminal, TERMINALS, ""),
    flight_number: text(s.flight_number, 20),
    arrival_date: text(s.arrival_date, 10),
    arrival_time: text(s.arrival_time, 5),
    additional_services: Array.isArray(s.additional_services)
      ? (s.additional_services.filter((id) => (EXTRA_IDS as readonly unknown[]).includes(id)) as ExtraId[])
      : [],
    terms_accepted: s.terms_accepted === true,
    payment_method: (oneOf(s.payment_method, PAYMENT_METHODS, "card") || "card") as PaymentMethod,
    has_coupon: s.has_coupon === true,
    coupon_input: text(s.coupon_input, 40),
  };
}

export function saveDraft(draft: BookingDraft): void {
  writeJson("local", STORAGE_KEYS.bookingDraft, draft);
  if (draft.parking_type) writeItem("local", SELECTED_TYPE_KEY, draft.parking_type);
}

export function deleteDraft(): void {
  removeItem("local", STORAGE_KEYS.bookingDraft);
  removeItem("local", SELECTED_TYPE_KEY);
}

export function savedParkingType(): ParkingType | "" {
  return parkingTypeOrEmpty(readItem("local", SELECTED_TYPE_KEY));
}

/** The form body the API takes (prices are never sent: the server computes them). */
export function toRequestBody(draft: BookingDraft, couponCode: string | null, source: string | null) {
  const { has_coupon: _hasCoupon, coupon_input: _couponInput, ...fields } = draft;
  return { ...fields, coupon_code: couponCode ?? "", source: source ?? undefined };
}
