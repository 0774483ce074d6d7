-- Every change to the operator's settings, from the CLI, the server or anyone
-- with SQL, announces itself on the channel `valet_settings` (payload: the table).
-- Servers cache settings and rendered documents until they hear it
-- (docs/decisions/014). Statement-level: one notice per statement, and Postgres
-- folds identical notices of one transaction into one, delivered at commit.
CREATE FUNCTION valet_notify_settings_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('valet_settings', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER site_config_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_config"
  FOR EACH STATEMENT EXECUTE FUNCTION valet_notify_settings_change();
CREATE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION valet_notify_settings_change();
CREATE TRIGGER blackout_periods_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blackout_periods"
  FOR EACH STATEMENT EXECUTE FUNCTION valet_notify_settings_change();
