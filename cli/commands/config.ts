// valet config show | set <key> <value>   (site_config: the booking rules' switches)
import type { Command } from "commander";
import { isSiteSettingKey } from "@shared/site-settings.ts";
import { examples, withJson } from "@cli/command-kit.ts";
import { CONFIG_KEYS, CONFIG_KEY_NAMES, isConfigKey, readConfigValue, showConfig } from "@cli/config-keys.ts";
import { UsageError } from "@cli/errors.ts";
import { headers } from "@cli/labels.ts";
import { createOutput } from "@cli/output.ts";
import { InvalidValue, invalidValueMessage } from "@cli/parse-args.ts";
import type { Runtime } from "@cli/runtime.ts";
import { renderTable } from "@cli/table.ts";

const keyList = CONFIG_KEY_NAMES.map((name) => `  ${name.padEnd(30)} ${CONFIG_KEYS[name].accepts.padEnd(20)} ${CONFIG_KEYS[name].description}`).join("\n");

const shownText = (value: string | number | boolean | null) => (value === null ? "none" : String(value));

export function registerConfigCommands(program: Command, runtime: Runtime): void {
  const config = program
    .command("config")
    .description("site configuration: minimum advance, same-day rule, holiday pop-up, Saturday banner, capacity, retention of personal data");
  examples(config, "valet config show", "valet config set min_advance_hours 6");

  const show = config.command("show").description("show every configuration key and its value");
  withJson(show);
  examples(show, "valet config show", "valet config show --json   # values as config set takes them");
  show.action(async (options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    const values = showConfig(await (await runtime.admin()).site.config());
    const rows = CONFIG_KEY_NAMES.map((name) => ({ name, value: shownText(values[name]), accepts: CONFIG_KEYS[name].accepts }));
    out.result(values, () =>
      renderTable(
        rows,
        [
          { header: headers.key, value: (row) => row.name },
          { header: headers.value, value: (row) => row.value },
          { header: "ערכים אפשריים", value: (row) => row.accepts },
        ],
        out.tableOptions,
      ),
    );
  });

  const set = config
    .command("set")
    .description("change one configuration key; the site applies it to the next request")
    .argument("<key>", "one of the keys below")
    .argument("<value>", "the new value, checked against the key's type")
    // Values such as "-3" must reach the type check, not be taken for options.
    .allowUnknownOption()
    .addHelpText("after", `\nKeys:\n${keyList}`);
  withJson(set);
  examples(
    set,
    "valet config set min_advance_hours 6",
    "valet config set allow_same_day_without_8h true",
    "valet config set holiday_popup_from 2026-09-20",
    "valet config set daily_capacity none",
    "valet config set saturday_banner off --json",
  );
  set.action(async (name: string, raw: string, options: { json?: boolean }) => {
    const out = createOutput(runtime.io, Boolean(options.json));
    if (!isConfigKey(name)) {
      const hint = isSiteSettingKey(name) ? ` (${name} is a site setting: use valet settings set)` : "";
      throw new UsageError(`unknown config key "${name}"${hint}; valid keys: ${CONFIG_KEY_NAMES.join(", ")}`);
    }
    let change;
    try {
      change = readConfigValue(name, raw);
    } catch (error) {
      if (error instanceof InvalidValue) throw new UsageError(invalidValueMessage(name, raw, error.message));
      throw error;
    }
    const site = (await runtime.admin()).site;
    const previous = showConfig(await site.config())[name];
    const value = showConfig(await site.setConfig(change))[name];
    out.result({ key: name, value, previous }, () =>
      previous === value ? `${name} is already ${shownText(value)}` : `${name}: ${shownText(previous)} → ${shownText(value)}`,
    );
  });
}
