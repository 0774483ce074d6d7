// Where this order's service messages go (docs/decisions/033), and the traveller's
// change of it: the same radio group as the booking form, saved on "עדכון".
import { useState, type FormEvent } from "react";
import { MESSAGE_CHANNEL_LABELS, type MessageChannel } from "@shared/constants.ts";
import type { OrderView } from "@shared/order-view.ts";
import { MessageChannelChoice } from "~/components/MessageChannelChoice.tsx";
import { FormError } from "./form-parts.tsx";
import { orderApi, type ApiError } from "./order-api.ts";
import { PhoneNumber } from "~/components/PhoneNumber.tsx";

const secondary = "rounded-lg border border-brand-800 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60";

/** 'עדכונים נשלחים ב-SMS למספר 050-1234567': the channel and where it reaches the traveller. */
function ChannelLine({ order }: { order: OrderView }) {
  if (order.message_channel === "email") {
    return (
      <>
        עדכונים נשלחים באימייל בלבד, לכתובת <bdi dir="ltr">{order.email_hint}</bdi>
      </>
    );
  }
  return (
    <>
      עדכונים נשלחים ב-{MESSAGE_CHANNEL_LABELS[order.message_channel]} למספר <PhoneNumber phone={order.phone} />, וגם באימייל
    </>
  );
}

interface MessageChannelPanelProps {
  order: OrderView;
  token: string;
  onChanged: (order: OrderView) => void;
}

export function MessageChannelPanel({ order, token, onChanged }: MessageChannelPanelProps) {
  const [choice, setChoice] = useState<MessageChannel>(order.message_channel);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const result = await orderApi.messageChannel(order.order_number, token, choice);
    setBusy(false);
    if (result.ok) onChanged(result.data);
    else setError(result.error);
  }

  return (
    <section aria-labelledby="message-channel-title" className="rounded-2xl bg-white p-5 shadow sm:p-6" data-testid="message-channel">
      <h2 id="message-channel-title" className="text-xl font-bold text-brand-900">
        עדכונים על ההזמנה
      </h2>
      <p className="mt-2 text-slate-700" data-testid="message-channel-line">
        <ChannelLine order={order} />
      </p>
      <form onSubmit={save} noValidate className="mt-4 space-y-3">
        <MessageChannelChoice
          name="order_message_channel"
          value={choice}
          onChange={setChoice}
          error={error?.fields.message_channel}
        />
        <button type="submit" className={secondary} disabled={busy}>
          {busy ? "מעדכן…" : "עדכון"}
        </button>
        {/* A field's refusal is shown at the radios; anything else (cancelled meanwhile, too many tries) here. */}
        <FormError error={error && !error.fields.message_channel ? error : null} testId="message-channel-error" />
      </form>
    </section>
  );
}
