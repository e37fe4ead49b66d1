"""Simulations into DataFrames, bot ladders, replays and self-contained HTML exports."""

import json
import re

import pytest

import tablewidgets as tw
from tablewidgets import study
from tablewidgets.widget import last_marks


def frame(df):
    """Everything of a simulation frame but the timing, which no two runs share."""
    return df.drop(columns="seconds")


# --------------------------------------------------------------------------- simulate
def test_simulate_rows_match_the_games_they_describe():
    df = tw.simulate("gipf", seats=["greedy", "random"], games=2, seed=40, progress=False, processes=1)
    assert list(df.index) == [0, 1]
    assert list(df.columns) == [c for c in study.COLUMNS if c != "game"]
    assert list(df.seed) == [40, 41]
    for row in df.itertuples():
        # rebuild the same game by hand: the same seed, the same bots, the same moves
        g = tw.new("gipf", seed=row.seed)
        bots = [tw.engine.bots.make_bot(type(g), k, seed=row.seed + 7919 * s) for s, k in enumerate(row.seats)]
        while not g.over:
            seat = g.to_move[0]
            g.play(bots[seat].choose(g.clone(), seat), seat=seat)
        result = g.result()
        assert row.scores == result["scores"] and row.ranking == result["ranking"]
        assert row.winners == result["winners"] and row.reason == result["reason"]
        assert row.actions == len(g.history) and row.seats == ["greedy", "random"]
        assert row.options == {"variant": "standard"} and row.players == 2
        assert row.seconds > 0


def test_simulate_is_reproducible_and_seeds_differ():
    a = tw.simulate("backgammon", games=6, seed=3, progress=False, processes=1)
    b = tw.simulate("backgammon", games=6, seed=3, progress=False, processes=1)
    c = tw.simulate("backgammon", games=6, seed=4, progress=False, processes=1)
    assert frame(a).equals(frame(b))
    assert not frame(a).equals(frame(c))
    assert a.attrs["seed"] == 3 and a.attrs["seats"] == ["random", "random"]


def test_simulate_without_seed_records_the_one_it_drew():
    df = tw.simulate("gipf", games=2, progress=False, processes=1)
    again = tw.simulate("gipf", games=2, seed=df.attrs["seed"], progress=False, processes=1)
    assert frame(df).equals(frame(again))


def test_simulate_passes_options_and_players_and_keeps_end_details():
    df = tw.simulate("twinkle_twinkle", seats=["random"] * 3, games=2, seed=5, progress=False, processes=1)
    assert list(df.players) == [3, 3]
    assert all(len(s) == 3 and len(d) == 3 for s, d in zip(df.scores, df.details))
    assert all(isinstance(d[0], str) and d[0] for d in df.details)
    gipf = tw.simulate("gipf", games=2, seed=5, variant="basic", progress=False, processes=1)
    assert list(gipf.options) == [{"variant": "basic"}] * 2


def test_processes_give_the_same_frame():
    one = tw.simulate("gipf", games=8, seed=11, progress=False, processes=1)
    two = tw.simulate("gipf", games=8, seed=11, progress=False, processes=2)
    assert frame(one).equals(frame(two))


def test_dask_local_cluster_gives_the_same_frame():
    distributed = pytest.importorskip("distributed")
    local = tw.simulate("backgammon", games=10, seed=21, progress=False, processes=1)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        remote = tw.simulate("backgammon", games=10, seed=21, progress=False, client=client)
    assert frame(local).equals(frame(remote))


def test_progress_bar_counts_every_game(capsys):
    tw.simulate("gipf", games=3, seed=1, processes=1)
    err = capsys.readouterr().err
    assert "GIPF" in err and "3/3" in err
    tw.simulate("gipf", games=3, seed=1, processes=1, progress=False)
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("call, message", [
    (dict(seats=["human", "random"]), "bot level"),
    (dict(seats="random"), "list of bot levels"),
    (dict(seats=["random"] * 3), "players"),
    (dict(games=0), "'games'"),
    (dict(games=2.5), "'games'"),
    (dict(seed="x"), "seed"),
    (dict(variant="huge"), "variant"),
    (dict(colour="red"), "no option"),
    (dict(processes=0), "'processes'"),
])
def test_simulate_refuses_bad_arguments(call, message):
    with pytest.raises(tw.TableError, match=message):
        tw.simulate("gipf", **{"games": 1, "progress": False, **call})


def test_keep_saves_rebuilds_each_game():
    df = tw.simulate("backgammon", games=2, seed=8, progress=False, processes=1, keep_saves=True)
    for row in df.itertuples():
        g = tw.restore(row.save)
        assert g.over and g.result()["scores"] == row.scores and len(g.history) == row.actions


# --------------------------------------------------------------------------- ladder
def test_seatings_rotate_every_level_through_every_seat():
    assert study._seatings("a", "b", 2, 4) == [["a", "b"], ["b", "a"], ["a", "b"], ["b", "a"]]
    three = study._seatings("a", "b", 3, 3)
    assert all(set(s) == {"a", "b"} for s in three)
    assert [s[0] for s in three] == ["a", "b", "a"]


def test_elo_orders_levels_by_results_with_intervals():
    results = {("x", "y"): [1.0] * 8 + [0.0] * 2, ("y", "x"): [0.0] * 8 + [1.0] * 2,
               ("y", "z"): [1.0] * 6 + [0.5] * 2 + [0.0] * 2, ("z", "y"): [0.0] * 6 + [0.5] * 2 + [1.0] * 2}
    ratings, errors = study.elo(["x", "y", "z"], results)
    assert ratings[0] > ratings[1] > ratings[2]
    assert abs(sum(ratings) / 3 - 1500) < 1e-6
    assert all(e > 0 for e in errors)
    # more games, narrower intervals
    more = {k: v * 10 for k, v in results.items()}
    assert all(b < a for a, b in zip(errors, study.elo(["x", "y", "z"], more)[1]))
    # a clean sweep still gives a finite rating
    ratings, _ = study.elo(["a", "b"], {("a", "b"): [1.0] * 20, ("b", "a"): [0.0] * 20})
    assert 0 < ratings[0] - ratings[1] < 3000


def test_ladder_rates_the_stronger_bot_higher():
    lad = tw.ladder("gipf", levels=["random", "greedy"], games=6, seed=2, progress=False, processes=1)
    assert list(lad.ratings.index) == ["greedy", "random"]
    r = lad.ratings
    assert (r.low < r.elo).all() and (r.elo < r.high).all()
    assert list(r.games) == [6, 6] and r.loc["greedy", "wins"] + r.loc["greedy", "ties"] / 2 == r.loc["greedy", "score"] * 6
    w = lad.win_rates
    assert w.loc["greedy", "random"] == pytest.approx(1 - w.loc["random", "greedy"])
    assert w.loc["greedy", "random"] > 0.5
    # seats rotated: each level sat first in half the games
    assert sorted(s[0] for s in lad.games.seats) == ["greedy"] * 3 + ["random"] * 3
    html = lad._repr_html_()
    assert "greedy" in html and "ratings" in html
    fig = lad.plot()
    assert len(fig.axes) == 3  # ratings, matrix, colour bar


def test_ladder_refuses_bad_levels():
    with pytest.raises(tw.TableError, match="two different"):
        tw.ladder("gipf", levels=["random"], games=1, progress=False)
    with pytest.raises(tw.TableError, match="no bot level 'expert'"):
        tw.ladder("gipf", levels=["random", "expert"], games=1, progress=False)


# --------------------------------------------------------------------------- replays
def random_game(name, actions, seed=1, players=None, **options):
    import random

    g = tw.new(name, seed=seed, players=players, **options)
    rng = random.Random(seed)
    while not g.over and len(g.history) < actions:
        movers = g.to_move
        seat = movers[0] if len(movers) == 1 else rng.choice(movers)
        g.play(rng.choice(g.legal_actions(seat)), seat=seat)
    return g


def shown(data):
    """The view a replay's browser draws in each frame: the static and shared fields plus the
    frame's own (its last-move marks set aside: a plain view has none)."""
    static = {k: v for k, v in data.get("static", {}).items() if k not in ("game", "id")}
    out = []
    for f in data["frames"]:
        view = dict(static, **data.get("common", {}), **f["view"])
        view.pop("marks")
        out.append(view)
    return out


def views_along(g, seat):
    """What ``seat`` saw after each prefix of the game's history (without the step number)."""
    twin = tw.new(g.name, players=g.players, seed=g.seed, **g.opts)
    out = []
    for i in range(len(g.history) + 1):
        v = twin.view(seat)
        v.pop("step")
        out.append(v)
        if i < len(g.history):
            twin.play(g.history[i][1], seat=g.history[i][0])
    return out


def test_replay_frames_are_the_spectator_views_of_every_step():
    g = random_game("gipf", 16, seed=4)
    assert not g.over
    r = tw.replay(g)
    data = r.replay
    frames = data["frames"]
    assert len(frames) == len(g.history) + 1         # every GIPF move is public
    for i, (frame, view, seen) in enumerate(zip(frames, shown(data), views_along(g, None))):
        assert view == dict(seen, step=i)
        assert frame["status"]
    assert "board" not in data["common"] and "variant" in data["common"]   # what changes travels
    twin = tw.new("gipf", seed=4)
    for i, frame in enumerate(frames):          # each frame rings that moment's last moves
        assert frame["view"]["marks"] == last_marks(twin, None)
        if i < len(g.history):
            twin.play(g.history[i][1], seat=g.history[i][0])
    assert frames[-1]["view"]["marks"]
    start, end = frames[3]["log"]
    assert [e["text"] for e in data["log"][start:end]] == [e.text for e in g.events if e.step == 2]
    assert {e["step"] for e in data["log"][start:end]} == {3}
    assert data["watching"] == -1 and data["seat_options"] == [[-1, "Spectator"]] and data["running"]


def test_hidden_choices_leave_no_frames_for_those_who_cannot_see_them():
    g = random_game("heat", 160, seed=2, players=3)
    data = tw.replay(g).replay
    spectator = [dict(f, view=v) for f, v in zip(data["frames"], shown(data))]
    possible = views_along(g, None)
    assert len(spectator) < len(g.history) + 1        # simultaneous hidden plans are merged
    keys = [json.dumps(v, sort_keys=True) for v in possible]
    for i, frame in enumerate(spectator):
        view = dict(frame["view"])
        assert view.pop("step") == i
        assert json.dumps(view, sort_keys=True) in keys
        if i:
            assert frame["view"] != dict(spectator[i - 1]["view"], step=i) or frame["log"][0] < frame["log"][1]
    # the log a spectator gets holds no line only a seat may read
    allowed = [e.text for e in g.events if e.to is None]
    assert all(e["text"] in allowed for e in tw.replay(g).replay["log"])


def test_seats_are_offered_only_once_the_game_is_over():
    g = random_game("heat", 40, seed=3, players=2)
    r = tw.replay(g)
    before = r.replay
    r._on_message(r, {"type": "set_seat", "seat": 0})
    assert "spectator" in r.error and r.replay == before
    with pytest.raises(tw.IllegalAction):
        tw.replay(g, seat=1)
    done = random_game("heat", 10_000, seed=3, players=2)
    assert done.over
    r = tw.replay(done)
    assert [s for s, _ in r.replay["seat_options"]] == [-1, 0, 1]
    r._on_message(r, {"type": "set_seat", "seat": 1})
    assert r.error == "" and r.replay["watching"] == 1
    seen = [json.dumps(v, sort_keys=True) for v in views_along(done, 1)]
    assert all(json.dumps({k: v for k, v in view.items() if k != "step"}, sort_keys=True) in seen
               for view in shown(r.replay))
    assert [f["at"] for f in r.replay["frames"]] == sorted(f["at"] for f in r.replay["frames"])
    for bad in ({"type": "set_seat", "seat": 5}, {"type": "set_seat", "seat": True}, {"type": "go"}, "x"):
        r._on_message(r, bad)
        assert r.error and r.replay["watching"] == 1


def test_a_replay_follows_a_running_game_and_its_undo():
    g = tw.new("gipf", seed=9)
    board = g.widget()
    r = tw.replay(g)
    assert len(r.replay["frames"]) == 1
    g.play(g.legal_actions()[0])
    g.play(g.legal_actions()[0])
    assert len(r.replay["frames"]) == 3 and len(board.view) and board.view["step"] == 2
    g.rewind(1)
    assert len(r.replay["frames"]) == 2
    assert shown(r.replay)[-1] == dict(views_along(g, None)[-1], step=1)


def test_replay_of_a_save_and_of_a_save_file(tmp_path):
    g = random_game("backgammon", 50, seed=6)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(g.save()))
    for source in (g.save(), json.dumps(g.save()), str(path), path):
        r = tw.replay(source)
        assert len(r.replay["frames"]) == len(views_along(g, None))
        assert r.game_name == "backgammon"
    with pytest.raises(tw.SaveError):
        tw.replay(tmp_path / "missing.json")
    with pytest.raises(tw.SaveError):
        tw.replay({"format": "something else"})


def test_export_html_holds_the_board_and_every_spectator_view(tmp_path):
    g = random_game("heat", 120, seed=5, players=2)
    out = g.export_html(tmp_path / "game.html")
    page = out.read_text(encoding="utf-8")
    scripts = re.findall(r'<script id="tw-(\w+)" type="application/json">(.*?)</script>', page, re.S)
    assert [name for name, _ in scripts] == ["data", "board"]
    state = json.loads(scripts[0][1])
    code = json.loads(scripts[1][1])
    assert code == (pathlib_static() / "heat.js").read_text(encoding="utf-8")
    assert shown(state["replay"]) == shown(tw.replay(g).replay)
    static = state["replay"]["static"]    # the track and cards travel once, not in every frame
    assert static["game"] == "heat" and static["track"] == g.view(None)["track"] and "cards" in static
    assert not any(k in f["view"] for f in state["replay"]["frames"] for k in type(g).static_keys)
    assert state["replay"]["standalone"] and state["replay"]["seat_options"] == [[-1, "Spectator"]]
    assert (pathlib_static() / "tablewidgets.css").read_text(encoding="utf-8")[:200] in page
    assert page.count("</script>") == 3      # nothing inside the data ends a script early
    assert "Content-Security-Policy" in page and "default-src 'none'" in page


def pathlib_static():
    import pathlib

    return pathlib.Path(tw.__file__).parent / "static"


def test_numbers_from_a_frame_are_taken_as_seeds():
    df = tw.simulate("gipf", games=3, seed=30, progress=False, processes=1)
    row = df.iloc[2]
    again = tw.simulate("gipf", seats=row.seats, games=1, seed=row.seed, progress=False, processes=1)
    assert again.iloc[0].drop("seconds").equals(row.drop("seconds"))


def test_a_spectator_replay_of_a_running_game_hears_nothing_of_hidden_choices():
    import random

    g = tw.new("heat", players=3, seed=7)
    r = tw.replay(g)
    changes = []
    r.observe(lambda change: changes.append(change), names="replay")
    rng = random.Random(7)
    quiet = loud = 0
    for _ in range(60):
        frames = len(r.replay["frames"])
        movers = g.to_move
        seat = movers[0] if len(movers) == 1 else rng.choice(movers)
        before = len(changes)
        g.play(rng.choice(g.legal_actions(seat)), seat=seat)
        if len(r.replay["frames"]) == frames:
            quiet += 1
            assert len(changes) == before, "an unseen choice still reached the page"
        else:
            loud += 1
            assert len(changes) == before + 1
    assert quiet and loud


def test_replay_speed_is_checked():
    g = tw.new("gipf", seed=1)
    assert tw.replay(g, speed=8).replay["speed"] == 8
    for bad in (0, -1, 100, "fast", True):
        with pytest.raises(tw.OptionError, match="speed"):
            tw.replay(g, speed=bad)


def test_a_containers_cpu_quota_bounds_the_default_processes(tmp_path):
    assert study._cpu_quota(str(tmp_path)) is None                 # no cgroup files: no limit
    (tmp_path / "cpu.max").write_text("150000 100000\n")
    assert study._cpu_quota(str(tmp_path)) == 2
    (tmp_path / "cpu.max").write_text("max 100000\n")
    assert study._cpu_quota(str(tmp_path)) is None
    (tmp_path / "cpu.max").unlink()
    (tmp_path / "cpu").mkdir()
    (tmp_path / "cpu" / "cpu.cfs_quota_us").write_text("100000")
    (tmp_path / "cpu" / "cpu.cfs_period_us").write_text("100000")
    assert study._cpu_quota(str(tmp_path)) == 1
    (tmp_path / "cpu" / "cpu.cfs_quota_us").write_text("-1")
    assert study._cpu_quota(str(tmp_path)) is None
    assert 1 <= study.usable_cores()
