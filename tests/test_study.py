"""Simulations into DataFrames, bot ladders, replays and self-contained HTML exports."""

import json
import re

import pytest

import tablewidgets as tw
from tablewidgets import study


def frame(df):
    """Everything of a simulation frame but the timing, which no two runs share."""
    return df.drop(columns="seconds")


# --------------------------------------------------------------------------- simulate
def test_simulate_rows_match_the_games_they_describe():
    df = tw.simulate("gipf", seats=["greedy", "random"], games=3, seed=40, progress=False, processes=1)
    assert list(df.index) == [0, 1, 2]
    assert list(df.columns) == [c for c in study.COLUMNS if c != "game"]
    assert list(df.seed) == [40, 41, 42]
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
