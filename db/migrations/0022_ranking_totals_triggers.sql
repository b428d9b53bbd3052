-- ranking_total (0025): each category ranking's points, wins and results per player over the 52 weeks up
-- to ranking_total_day.day, which a ranking page aggregated from `result` on each request (linear in the
-- results: 3x slower at ten times the large seed). ADR 0039. Kept like player.titles (0016): the database
-- counts the touched (category, player) pairs again from `result` in the writing transaction, so every
-- writer (results, draws, corrections, approval, dates, FEMEPA, deletions and cascades, the seed, a
-- restore) keeps it right; a daily pass (ranking_total_move_day) moves the window. ranking_count holds each
-- ranking's number of players, kept with it. The numbers below are
-- PLACEMENT_POINTS, FEMEPA_MULTIPLIER and RANKING_WINDOW_DAYS of app/domain/ranking.ts: changing those
-- needs a migration that replaces these two functions and counts every pair again.
CREATE FUNCTION ranking_points(placement text, femepa boolean) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE placement WHEN 'champion' THEN 100 WHEN 'runner_up' THEN 60 WHEN 'semifinal' THEN 36 ELSE 0 END)
    * (CASE WHEN femepa THEN 2 ELSE 1 END)
$$;--> statement-breakpoint
CREATE FUNCTION ranking_window_start(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT day - 364
$$;--> statement-breakpoint
CREATE FUNCTION ranking_total_recount(types text[], categories text[], players integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date;
BEGIN
  -- One writer of the totals at a time, the daily pass included: each counts (in a statement that starts
  -- after the lock) from what the previous one committed, and the day cannot move under it.
  SELECT day INTO d FROM ranking_total_day WHERE id = 1 FOR UPDATE;
  IF d IS NULL THEN
    RETURN;
  END IF;
  WITH k AS (
    SELECT DISTINCT u.t, u.c, u.p FROM unnest(types, categories, players) AS u(t, c, p) WHERE u.p IS NOT NULL
  ), counted AS (
    SELECT k.t, k.c, k.p,
      coalesce(sum(x.points), 0)::int AS points,
      count(*) FILTER (WHERE x.win)::int AS wins,
      count(x.points)::int AS results
    FROM k LEFT JOIN LATERAL (
      SELECT ranking_points(r.placement, tr.femepa) AS points, r.placement = 'champion' AS win
      FROM result r JOIN tournament tr ON tr.id = r.tournament_id
      WHERE (r.player1_id = k.p OR r.player2_id = k.p)
        AND r.category_type = k.t AND lower(trim(r.category)) = k.c
        AND tr.approved AND tr.end_date >= ranking_window_start(d) AND tr.end_date <= d
    ) x ON true
    GROUP BY k.t, k.c, k.p
  ), gone AS (
    DELETE FROM ranking_total rt USING counted c
    WHERE c.results = 0 AND rt.category_type = c.t AND rt.category = c.c AND rt.player_id = c.p
    RETURNING rt.category_type, rt.category
  ), put AS (
    INSERT INTO ranking_total AS rt (category_type, category, player_id, points, wins, results)
    SELECT c.t, c.c, c.p, c.points, c.wins, c.results FROM counted c WHERE c.results > 0
    ON CONFLICT (category_type, category, player_id) DO UPDATE
      SET points = excluded.points, wins = excluded.wins, results = excluded.results
      WHERE (rt.points, rt.wins, rt.results) IS DISTINCT FROM (excluded.points, excluded.wins, excluded.results)
    RETURNING rt.category_type, rt.category, rt.xmax = 0 AS added
  ), delta AS (
    SELECT category_type, category, 1 AS n FROM put WHERE added
    UNION ALL SELECT category_type, category, -1 FROM gone
  )
  -- Rows added minus rows removed: exact, since writers take turns (the lock above).
  INSERT INTO ranking_count AS rc (category_type, category, players)
  SELECT category_type, category, sum(n) FROM delta GROUP BY category_type, category
  ON CONFLICT (category_type, category) DO UPDATE SET players = rc.players + excluded.players;
END
$$;--> statement-breakpoint
CREATE FUNCTION result_ranking_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  types text[] := '{}';
  categories text[] := '{}';
  players integer[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT types || coalesce(array_agg(r.category_type), '{}'), categories || coalesce(array_agg(lower(trim(r.category))), '{}'),
        players || coalesce(array_agg(x), '{}')
      INTO types, categories, players
      FROM new_rows r, unnest(ARRAY[r.player1_id, r.player2_id]) x WHERE x IS NOT NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT types || coalesce(array_agg(r.category_type), '{}'), categories || coalesce(array_agg(lower(trim(r.category))), '{}'),
        players || coalesce(array_agg(x), '{}')
      INTO types, categories, players
      FROM old_rows r, unnest(ARRAY[r.player1_id, r.player2_id]) x WHERE x IS NOT NULL;
  END IF;
  IF cardinality(players) > 0 THEN
    PERFORM ranking_total_recount(types, categories, players);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER result_ranking_totals_insert AFTER INSERT ON result REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_ranking_totals();--> statement-breakpoint
CREATE TRIGGER result_ranking_totals_update AFTER UPDATE ON result REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_ranking_totals();--> statement-breakpoint
CREATE TRIGGER result_ranking_totals_delete AFTER DELETE ON result REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_ranking_totals();--> statement-breakpoint
CREATE FUNCTION tournament_ranking_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ranking_total_recount(array_agg(r.category_type), array_agg(lower(trim(r.category))), array_agg(x))
    FROM result r, unnest(ARRAY[r.player1_id, r.player2_id]) x
    WHERE r.tournament_id = NEW.id AND x IS NOT NULL
    HAVING count(*) > 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tournament_ranking_totals AFTER UPDATE OF approved, end_date, femepa ON tournament
  FOR EACH ROW WHEN (OLD.approved IS DISTINCT FROM NEW.approved OR OLD.end_date IS DISTINCT FROM NEW.end_date OR OLD.femepa IS DISTINCT FROM NEW.femepa)
  EXECUTE FUNCTION tournament_ranking_totals();--> statement-breakpoint
-- The daily pass: the totals count up to `new_day`. Only the pairs with a result of a tournament that ends
-- on a day entering or leaving the window are counted again (a day's pass reads two days of tournaments).
-- Returns how many (result, player) entries it counted again.
CREATE FUNCTION ranking_total_move_day(new_day date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  old_day date;
  types text[];
  categories text[];
  players integer[];
  counted integer;
BEGIN
  SELECT day INTO old_day FROM ranking_total_day WHERE id = 1 FOR UPDATE;
  IF old_day IS NOT DISTINCT FROM new_day THEN
    RETURN 0;
  END IF;
  INSERT INTO ranking_total_day (id, day) VALUES (1, new_day) ON CONFLICT (id) DO UPDATE SET day = excluded.day;
  IF old_day IS NULL THEN
    -- No totals yet (the backfill): every pair at once.
    DELETE FROM ranking_total;
    INSERT INTO ranking_total (category_type, category, player_id, points, wins, results)
    SELECT r.category_type, lower(trim(r.category)), x,
      sum(ranking_points(r.placement, tr.femepa))::int, count(*) FILTER (WHERE r.placement = 'champion')::int, count(*)::int
    FROM tournament tr JOIN result r ON r.tournament_id = tr.id, unnest(ARRAY[r.player1_id, r.player2_id]) x
    WHERE x IS NOT NULL AND tr.approved AND tr.end_date >= ranking_window_start(new_day) AND tr.end_date <= new_day
    GROUP BY 1, 2, 3;
    GET DIAGNOSTICS counted = ROW_COUNT;
    DELETE FROM ranking_count;
    INSERT INTO ranking_count (category_type, category, players)
    SELECT category_type, category, count(*) FROM ranking_total GROUP BY 1, 2;
    RETURN counted;
  END IF;
  SELECT array_agg(r.category_type), array_agg(lower(trim(r.category))), array_agg(x)
    INTO types, categories, players
    FROM tournament tr JOIN result r ON r.tournament_id = tr.id, unnest(ARRAY[r.player1_id, r.player2_id]) x
    WHERE tr.approved AND x IS NOT NULL AND (
      (tr.end_date >= ranking_window_start(least(old_day, new_day)) AND tr.end_date < ranking_window_start(greatest(old_day, new_day)))
      OR (tr.end_date > least(old_day, new_day) AND tr.end_date <= greatest(old_day, new_day)));
  IF cardinality(players) > 0 THEN
    PERFORM ranking_total_recount(types, categories, players);
  END IF;
  RETURN coalesce(cardinality(players), 0);
END
$$;--> statement-breakpoint
-- The backfill: today in Mexico City, every pair counted.
SELECT ranking_total_move_day((now() AT TIME ZONE 'America/Mexico_City')::date);
