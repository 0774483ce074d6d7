-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "parking_type" AS ENUM ('open', 'covered');

-- CreateEnum
CREATE TYPE "transmission" AS ENUM ('automatic', 'manual');

-- CreateEnum
CREATE TYPE "terminal" AS ENUM ('terminal_3', 'terminal_1', 'terminal_metzada');

-- CreateEnum
CREATE TYPE "payment_method" AS ENUM ('card', 'cash');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "outbox_status" AS ENUM ('queued', 'sent', 'failed');

-- CreateEnum
CREATE TYPE "banner_override" AS ENUM ('auto', 'on', 'off');

-- Order numbers come from a sequence so concurrent bookings never share one.
CREATE SEQUENCE "order_number_seq" START WITH 1001;

-- CreateTable
CREATE TABLE "bookings" (
    "id" SERIAL NOT NULL,
    "order_number" INTEGER NOT NULL DEFAULT nextval('order_number_seq'),
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "company_invoice" BOOLEAN NOT NULL DEFAULT false,
    "company_number" TEXT,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "car_manufacturer" TEXT,
    "car_model" TEXT NOT NULL,
    "transmission" "transmission",
    "license_number" TEXT NOT NULL,
    "car_code" TEXT,
    "departure_terminal" "terminal" NOT NULL,
    "departure_at" TIMESTAMPTZ(3) NOT NULL,
    "arrival_terminal" "terminal" NOT NULL,
    "arrival_at" TIMESTAMPTZ(3) NOT NULL,
    "flight_number" TEXT NOT NULL,
    "parking_type" "parking_type" NOT NULL,
    "additional_services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "terms_accepted" BOOLEAN NOT NULL,
    "payment_method" "payment_method" NOT NULL,
    "days" INTEGER NOT NULL,
    "parking_price" INTEGER NOT NULL,
    "extras_price" INTEGER NOT NULL,
    "discount_amount" INTEGER NOT NULL DEFAULT 0,
    "total_price" INTEGER NOT NULL,
    "coupon_code" TEXT,
    "coupon_id" INTEGER,
    "payment_status" "payment_status" NOT NULL DEFAULT 'pending',
    "payment_date" TIMESTAMPTZ(3),
    "payment_amount" INTEGER,
    "payment_id" TEXT,
    "source" TEXT,
    "attribution" JSONB,
    "visitor_id" TEXT,
    "idempotency_key" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "coupons" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "valid_from" TIMESTAMPTZ(3),
    "valid_to" TIMESTAMPTZ(3),
    "usage_limit" INTEGER,
    "used_count" INTEGER NOT NULL DEFAULT 0,
    "amount" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "coupons_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_config" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "allow_same_day_without_8h" BOOLEAN NOT NULL DEFAULT false,
    "min_advance_hours" INTEGER NOT NULL DEFAULT 8,
    "holiday_popup_enabled" BOOLEAN NOT NULL DEFAULT false,
    "holiday_popup_from" TIMESTAMPTZ(3),
    "holiday_popup_to" TIMESTAMPTZ(3),
    "saturday_banner" "banner_override" NOT NULL DEFAULT 'auto',
    "daily_capacity" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_config_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_settings" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "blackout_periods" (
    "id" SERIAL NOT NULL,
    "start_at" TIMESTAMPTZ(3) NOT NULL,
    "end_at" TIMESTAMPTZ(3) NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "blackout_periods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visits" (
    "id" SERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "referrer" TEXT,
    "action" TEXT,
    "metadata" JSONB,
    "visitor_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_inquiries" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "message" TEXT,
    "source" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_inquiries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "attachments" JSONB,
    "dedupe_key" TEXT,
    "status" "outbox_status" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "booking_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_attempts" (
    "id" SERIAL NOT NULL,
    "booking_id" INTEGER,
    "order_number" INTEGER NOT NULL,
    "provider" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "outcome" TEXT,
    "ccode" TEXT,
    "amount" INTEGER,
    "provider_id" TEXT,
    "detail" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "bookings_order_number_key" ON "bookings"("order_number");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_idempotency_key_key" ON "bookings"("idempotency_key");

-- CreateIndex
CREATE INDEX "bookings_departure_at_idx" ON "bookings"("departure_at");

-- CreateIndex
CREATE INDEX "bookings_arrival_at_idx" ON "bookings"("arrival_at");

-- CreateIndex
CREATE INDEX "bookings_payment_status_idx" ON "bookings"("payment_status");

-- CreateIndex
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons"("code");

-- CreateIndex
CREATE INDEX "coupons_code_active_idx" ON "coupons"("code", "active");

-- CreateIndex
CREATE INDEX "blackout_periods_active_start_at_idx" ON "blackout_periods"("active", "start_at");

-- CreateIndex
CREATE INDEX "visits_created_at_idx" ON "visits"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "email_outbox_dedupe_key_key" ON "email_outbox"("dedupe_key");

-- CreateIndex
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "payment_attempts_order_number_idx" ON "payment_attempts"("order_number");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_fkey" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Guards the database keeps even if application code is wrong.
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_usage_within_limit" CHECK ("usage_limit" IS NULL OR "used_count" <= "usage_limit");
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money_not_negative" CHECK ("total_price" >= 0 AND "parking_price" >= 0 AND "extras_price" >= 0 AND "discount_amount" >= 0);
ALTER TABLE "site_config" ADD CONSTRAINT "site_config_single_row" CHECK ("id" = 1);
