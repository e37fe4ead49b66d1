"""Our legal turns against two independent move generators.

For each position and roll, the set of positions a whole turn can end in
(both sides' checkers, bar and borne off) must equal GNU Backgammon's
(``gnubg_nn.moves``) and OpenSpiel's (exploring every action sequence of
``pyspiel.load_game("backgammon")`` until the dice pass). Both packages are
installed in the test environment; the tests fail if they are not.
"""

from __future__ import annotations

import random

import pytest

import tablewidgets as tw
from tablewidgets.games.backgammon import moves as mv

gnubg_nn = pytest.importorskip("gnubg_nn")
pyspiel = pytest.importorskip("pyspiel")


def our_ends(me, opp, a, b):
    dice = [a] * 4 if a == b else [a, b]
    ends = mv.end_positions(me, dice, mv.blocked_by(opp), mv.blots_of(opp))
    return {(mine, mv.apply_hits(opp, mask)) for mine, mask in ends}


# ---------------------------------------------------------------------- GNU Backgammon
def gnubg_board(me, opp):
    return [list(opp[1:26]), list(me[1:26])]


def random_side(rng, taken=frozenset()):
    counts = [0] * 26
    style = rng.random()
    for _ in range(15):
        while True:
            r = rng.random()
            if r < 0.04:
                p = 25
            elif r < 0.12:
                p = 0
            elif r < (0.75 if style < 0.3 else 0.45):
                p = rng.randint(1, 6)
            else:
                p = rng.randint(1, 24)
            if p in (0, 25) or p not in taken:
                break
        counts[p] += 1
    return tuple(counts)


def test_turns_match_gnubg_on_random_positions():
    rng = random.Random(11)
    checked = 0
    while checked < 1500:
        me = random_side(rng)
        opp = random_side(rng, frozenset(25 - p for p in range(1, 25) if me[p]))
        if me[0] == 15 or opp[0] == 15:
            continue
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        theirs = set(gnubg_nn.moves(gnubg_board(me, opp), a, b))
        ours = {gnubg_nn.key_of_board(gnubg_board(m, o)) for m, o in our_ends(me, opp, a, b)}
        if not theirs:     # gnubg lists nothing when the roll cannot be played at all
            theirs = {gnubg_nn.key_of_board(gnubg_board(me, opp))}
        assert ours == theirs, (me, opp, a, b)
        checked += 1


def test_turns_match_gnubg_in_played_games():
    """Positions from random games of our own model, compared at each roll."""
    rng = random.Random(12)
    checked = 0
    seed = 0
    while checked < 600:
        seed += 1
        g = tw.new("backgammon", seed=seed, cube=False)
        while not g.over and checked < 600:
            if g.phase == "move" and not g.turn_moves:
                me, opp = tuple(g.board[g.turn]), tuple(g.board[1 - g.turn])
                a, b = g.dice[0], g.dice[-1]
                theirs = set(gnubg_nn.moves(gnubg_board(me, opp), a, b))
                ours = {gnubg_nn.key_of_board(gnubg_board(m, o)) for m, o in our_ends(me, opp, a, b)}
                assert ours == theirs, (me, opp, a, b)
                checked += 1
            g.play(rng.choice(g.legal_actions()))


# ---------------------------------------------------------------------- OpenSpiel
def spiel_side(state, player):
    """A side in its own numbering: OpenSpiel's x (0) moves up from position 0, o (1) down from 23."""
    counts = [0] * 26
    for pos in range(24):
        n = state.board(player, pos)
        if n:
            counts[24 - pos if player == 0 else pos + 1] = n
    counts[25] = state.board(player, 100)          # kBarPos
    counts[0] = 15 - sum(counts)
    return tuple(counts)


def spiel_dice(state):
    tensor = state.observation_tensor(state.current_player())
    return int(tensor[-2]), int(tensor[-1])


def spiel_ends(state):
    """Every position OpenSpiel's turn can end in (its doubles take two decisions)."""
    player = state.current_player()
    out, seen, stack = set(), set(), [state]
    while stack:
        st = stack.pop()
        if st.is_chance_node() or st.is_terminal() or st.current_player() != player:
            out.add((spiel_side(st, player), spiel_side(st, 1 - player)))
            continue
        for action in st.legal_actions():
            child = st.clone()
            child.apply_action(action)
            key = str(child)
            if key not in seen:
                seen.add(key)
                stack.append(child)
    return out


def test_turns_match_openspiel_over_its_games():
    game = pyspiel.load_game("backgammon", {"max_player_turns": 5000})
    rng = random.Random(13)
    checked = 0
    while checked < 1000:
        state = game.new_initial_state()
        while not state.is_terminal() and checked < 1000:
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            player = state.current_player()
            me, opp = spiel_side(state, player), spiel_side(state, 1 - player)
            a, b = spiel_dice(state)
            assert our_ends(me, opp, a, b) == spiel_ends(state), (me, opp, a, b)
            checked += 1
            while not state.is_terminal() and not state.is_chance_node() and state.current_player() == player:
                state.apply_action(rng.choice(state.legal_actions()))


# ---------------------------------------------------------------------- the model's own actions
def test_game_actions_reach_exactly_the_generated_turns():
    """Clicking through legal_actions() one checker at a time reaches the same end positions."""
    rng = random.Random(14)
    checked = 0
    seed = 100
    while checked < 120:
        seed += 1
        g = tw.new("backgammon", seed=seed, cube=False)
        while not g.over and checked < 120:
            if g.phase == "move" and not g.turn_moves:
                seat = g.turn
                expected = {(m, mv.apply_hits(tuple(g.board[1 - seat]), mask)) for m, mask in g.end_positions()}
                reached, stack = set(), [g]
                while stack:
                    node = stack.pop()
                    if node.to_move != (seat,) or node.legal_actions() == ["end"] or node.phase != "move":
                        reached.add((tuple(node.board[seat]), tuple(node.board[1 - seat])))
                        continue
                    for action in node.legal_actions():
                        child = node.clone()
                        child.quiet = True
                        child.apply(action, seat)
                        stack.append(child)
                assert reached == expected
                checked += 1
            g.play(rng.choice(g.legal_actions()))
