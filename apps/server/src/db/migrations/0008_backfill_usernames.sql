-- Every account has a handle (issue 12): accounts created before handles were derived get one from their name,
-- as handleFromName (packages/shared/src/rules/handles.ts) makes it, ASCII letters only: first.last,
-- lower-cased, other characters than a-z, 0-9, '.', '_' removed, at most 24 characters, 'user' when too little
-- is left; the first free of base, base2, base3, ... (firstFreeHandle).
DO $$
DECLARE
  account record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR account IN SELECT id, about FROM accounts WHERE username IS NULL ORDER BY created_at, id LOOP
    base := lower(coalesce(account.about->>'firstName', '') || '.' || coalesce(account.about->>'lastName', ''));
    base := regexp_replace(base, '[\s-]+', '.', 'g');
    base := regexp_replace(base, '[^a-z0-9._]', '', 'g');
    base := regexp_replace(base, '\.{2,}', '.', 'g');
    base := regexp_replace(left(base, 24), '^\.+|\.+$', '', 'g');
    IF length(base) < 3 OR base !~ '^[a-z0-9_]+(\.[a-z0-9_]+)*$' THEN
      base := 'user';
    END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM accounts WHERE username = candidate) LOOP
      n := n + 1;
      candidate := base || n;
    END LOOP;
    UPDATE accounts SET username = candidate WHERE id = account.id;
  END LOOP;
END $$;
