-- player.titles (0013): championships of approved tournaments, all-time, which the players list, the home
-- page's and the tournaments list's top players showed by aggregating every champion result on each
-- request (1.2 s at ten times the large seed). Kept by the database in the writing transaction, so every
-- writer (the organiser's results, draws' results and their corrections, deletions and cascades,
-- approving a tournament, the seed, a restore, tests' factories) keeps it right without remembering to.
-- The touched players are counted again from `result` (never +1/-1), so a correction or a cascade cannot
-- drift from what the query counted.
CREATE FUNCTION player_titles_recount(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE player p SET titles = c.titles
  FROM (
    SELECT q.id,
      (SELECT count(*) FROM result r JOIN tournament t ON t.id = r.tournament_id AND t.approved
        WHERE r.placement = 'champion' AND r.player1_id = q.id)
      + (SELECT count(*) FROM result r JOIN tournament t ON t.id = r.tournament_id AND t.approved
        WHERE r.placement = 'champion' AND r.player2_id = q.id) AS titles
    FROM (SELECT DISTINCT unnest(ids) AS id) q
  ) c
  WHERE p.id = c.id AND p.titles <> c.titles
$$;--> statement-breakpoint
CREATE FUNCTION result_player_titles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM player_titles_recount(ARRAY(
      SELECT x FROM new_rows r, unnest(ARRAY[r.player1_id, r.player2_id]) x WHERE r.placement = 'champion' AND x IS NOT NULL));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM player_titles_recount(ARRAY(
      SELECT x FROM old_rows r, unnest(ARRAY[r.player1_id, r.player2_id]) x WHERE r.placement = 'champion' AND x IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER result_player_titles_insert AFTER INSERT ON result REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_player_titles();--> statement-breakpoint
CREATE TRIGGER result_player_titles_update AFTER UPDATE ON result REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_player_titles();--> statement-breakpoint
CREATE TRIGGER result_player_titles_delete AFTER DELETE ON result REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION result_player_titles();--> statement-breakpoint
CREATE FUNCTION tournament_player_titles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM player_titles_recount(ARRAY(
    SELECT x FROM result r, unnest(ARRAY[r.player1_id, r.player2_id]) x
    WHERE r.tournament_id = NEW.id AND r.placement = 'champion' AND x IS NOT NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tournament_player_titles AFTER UPDATE OF approved ON tournament
  FOR EACH ROW WHEN (OLD.approved IS DISTINCT FROM NEW.approved) EXECUTE FUNCTION tournament_player_titles();--> statement-breakpoint
UPDATE player p SET titles = c.titles
FROM (
  SELECT x AS id, count(*)::int AS titles
  FROM result r JOIN tournament t ON t.id = r.tournament_id AND t.approved, unnest(ARRAY[r.player1_id, r.player2_id]) x
  WHERE r.placement = 'champion' AND x IS NOT NULL
  GROUP BY x
) c
WHERE p.id = c.id;
