// What the private order page and GET /api/bookings/:orderNumber show of one
// booking (issue 15): built on the server from the stored row, never from the
// browser. Kept here so the page and the server agree on the shape.
import type { ExtraId, ParkingType, PaymentMethod, Terminal } from "./constants.ts";

export type OrderStatus = "pending" | "failed" | "paid" | "cash" | "cancelled";

export interface OrderLeg {
  /** 'YYYY-MM-DD' and 'HH:mm' in Israel. */
  date: string;
  time: string;
  terminal: Terminal;
}

export interface OrderView {
  order_number: number;
  status: OrderStatus;
  first_name: string;
  last_name: string;
  email_hint: string;
  phone: string;
  parking_type: ParkingType;
  departure: OrderLeg;
  arrival: OrderLeg;
  flight_number: string;
  car_manufacturer: string | null;
  car_model: string;
  license_number: string;
  days: number;
  parking: number;
  extras: { id: ExtraId; price: number }[];
  extras_total: number;
  coupon_code: string | null;
  discount: number;
  total: number;
  payment_method: PaymentMethod;
  payment_status: "pending" | "completed" | "failed";
  /** Received through the payment provider. */
  paid: number;
  amount_due: number;
  refund_due: number;
  refunded: number;
  cancelled_at: string | null;
  cancellation_fee: number | null;
  can_change: boolean;
  /** ISO instant: the last moment the customer can change online. */
  change_deadline: string;
  cancellation: {
    allowed: boolean;
    reason: string | null;
    fee: number;
    refund: number;
    /** ISO instant: the first moment the law's terms no longer apply. */
    deadline: string;
  };
  /** The business's phone, for "call us" after the cutoff. */
  business_phone: string;
}

/** The path of the private order page; the token is the order's access token. */
export function orderPagePath(orderNumber: number, token: string): string {
  return `/order/${orderNumber}?t=${encodeURIComponent(token)}`;
}

/** The absolute link e-mails carry. */
export function orderPageUrl(baseUrl: string, orderNumber: number, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${orderPagePath(orderNumber, token)}`;
}
