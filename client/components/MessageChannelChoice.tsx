// Where the traveller's service messages go (docs/decisions/033): SMS, WhatsApp or
// e-mail only, as one radio group with its legend and hint. The booking form and the
// order page's change of it show the same control, so its words are here, not in
// either page's copy (the order page would load the booking page's).
import { MESSAGE_CHANNELS, MESSAGE_CHANNEL_LABELS, type MessageChannel } from "@shared/constants.ts";

const LEGEND = "איך לשלוח לכם עדכונים על ההזמנה?";
const HINT = "רק הודעות שירות על ההזמנה: אישור, תזכורת יום לפני, קבלת הרכב, נחיתת הטיסה והחזרת הרכב. בלי פרסומות. אימייל נשלח בכל מקרה.";

interface MessageChannelChoiceProps {
  /** The radios' name, and the prefix of the ids the hint and the error are tied by. */
  name: string;
  value: MessageChannel;
  onChange: (channel: MessageChannel) => void;
  error?: string | null;
  className?: string;
}

export function MessageChannelChoice({ name, value, onChange, error, className = "" }: MessageChannelChoiceProps) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <fieldset className={className} data-field={name} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{LEGEND}</legend>
      <div className="flex flex-wrap gap-2">
        {MESSAGE_CHANNELS.map((channel) => (
          <label
            key={channel}
            className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 py-2 ${value === channel ? "border-brand-800 bg-brand-50" : "border-slate-300 bg-white"}`}
          >
            <input type="radio" name={name} value={channel} checked={value === channel} onChange={() => onChange(channel)} className="h-5 w-5" />
            <span dir="auto">{MESSAGE_CHANNEL_LABELS[channel]}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {HINT}
      </p>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
