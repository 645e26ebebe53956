"""`rootcore serve --seats`: the host token may do everything, each player's seat token sees and answers as that
player only (Law 1.2), and a request without a known token is refused (403) and changes nothing."""
from __future__ import annotations

import json
import os
import random
import select

import pytest

from rootcore import cli
from rootcore.serve import Server, http_server
from test_serve import Client, http_process, post, serving

HOST = "host-secret-for-tests"
CONFIG = {"factions": ["marquise", "eyrie"], "seed": 8}


def seated(config=CONFIG) -> tuple[Server, dict]:
    """A server with seats and a new game: (server, the seat tokens by faction)."""
    server = Server(HOST)
    status, reply = server.respond({"op": "new", "config": config, "token": HOST})
    assert status == 200 and set(reply["seats"]) == set(config["factions"])
    return server, reply["seats"]


def refused(server: Server, request: dict, status: int, error: str) -> None:
    """`request` is refused with `status` and an `error` containing `error`, and the game is unchanged."""
    before = server.game.to_json() if server.game is not None else None
    got, reply = server.respond(request)
    assert (got, reply["ok"]) == (status, False) and error in reply["error"], (request, got, reply)
    assert (server.game.to_json() if server.game is not None else None) == before, request
    assert not server.done


def test_a_request_without_a_known_token_is_refused_and_changes_nothing():
    server = Server(HOST)
    for request, error in (({"op": "new", "config": CONFIG}, "missing field 'token'"),
                           ({"op": "new", "config": CONFIG, "token": "guess"}, "unknown token"),
                           ({"op": "new", "config": CONFIG, "token": 7}, "field 'token' must be a string"),
                           ({"op": "new", "config": CONFIG, "token": "h\u00f6st"}, "unknown token"),
                           ('{"op": "new", "token": "\\ud800"}', "unknown token"),  # a lone surrogate: no UTF-8
                           ({"op": "quit", "token": ""}, "unknown token")):
        refused(server, request, 403, error)
    assert server.game is None
    _, seats = seated()
    server.handle({"op": "new", "config": CONFIG, "token": HOST})
    refused(server, {"op": "view", "player": None}, 403, "missing field 'token'")
    refused(server, {"op": "view", "player": None, "token": HOST + "x"}, 403, "unknown token")
    refused(server, {"op": "view", "token": seats["eyrie"]}, 403, "unknown token")  # another server's seat


def test_a_host_token_from_undecodable_bytes_is_still_a_token():
    # os.environ gives a byte that is not UTF-8 as a lone surrogate (surrogateescape): the host sends it escaped.
    server = Server("host-\udcff")
    assert server.respond(json.dumps({"op": "new", "config": CONFIG, "token": "host-\udcff"}))[0] == 200
    refused(server, {"op": "pending", "token": "host-"}, 403, "unknown token")


@pytest.mark.parametrize("op, fields", [
    ("pending", {}), ("view", {}), ("choose", {"option": "clearing:9"}), ("info", {}), ("events", {"since": 0}),
    ("save", {}), ("undo", {}), ("load", None), ("new", {"config": CONFIG}), ("quit", {}),
])
def test_each_op_for_the_host_and_for_a_seat(op, fields):
    # The host may do everything; a seat may ask what its player may know and answer its own decisions, not
    # save (the save holds the seed and every hand), load, undo (the replay shows the draws again), new or quit.
    server, seats = seated()
    server.handle({"op": "choose", "option": "clearing:1", "token": HOST})  # the Marquise's keep: a sawmill next
    fields = fields if fields is not None else {"save": server.game.to_json()}
    if op in ("pending", "view", "choose", "info", "events"):  # written out: a seat op added by mistake fails here
        assert server.respond({"op": op, "token": seats["marquise"], **fields})[0] == 200
    else:
        for token in seats.values():
            refused(server, {"op": op, "token": token, **fields}, 403, f"a seat token cannot {op}: only the host")
    host = {"op": op, "token": HOST, "player": None if op == "view" else "marquise", **fields}
    assert server.respond(host)[0] == 200
    assert server.done == (op == "quit")


def test_a_seat_sees_only_what_its_player_may_know_law_1_2():
    # Its view holds its own hand only, its events hide a hand shown between two others, and its pending
    # decision has options only when it decides; it cannot ask as another player or as an observer.
    server, seats = seated({"factions": ["marquise", "eyrie", "alliance"], "seed": 8})
    server.game.event("hand_shown", faction="marquise", to="eyrie", cards=[1, 2], reason="test")
    for player, token in seats.items():
        view = server.handle({"op": "view", "token": token})["view"]
        assert view == server.game.view(player)
        assert {fid for fid, entry in view["factions"].items() if "hand" in entry} == {player}
        shown = server.handle({"op": "events", "since": 0, "token": token})["events"][-1]
        assert shown["type"] == "hand_shown" and ("cards" in shown) == (player != "alliance"), player
        pending = server.handle({"op": "pending", "token": token})["pending"]
        assert ("options" in pending) == (player == server.game.pending.player)
        assert server.handle({"op": "pending", "player": player, "token": token})["pending"] == pending
        for op, fields in (("view", {}), ("events", {"since": 0}), ("pending", {}), ("choose", {"option": "x"})):
            for name in (*(seats.keys() - {player}), None):
                refused(server, {"op": op, "player": name, "token": token, **fields}, 403,
                        f"this seat token is {player!r}'s: it cannot ask as {name!r}")
    assert server.handle({"op": "events", "since": 0, "token": HOST})["events"][-1]["cards"] == [1, 2]


def test_a_seat_answers_only_its_own_players_decisions():
    server, seats = seated()
    rng = random.Random(8)
    for _ in range(80):
        decider = server.game.pending.player
        option = rng.choice(server.game.pending.options).id
        for player, token in seats.items():
            if player != decider:
                refused(server, {"op": "choose", "option": option, "token": token}, 400,
                        f"the pending decision is for {decider!r}, not {player!r}")
                refused(server, {"op": "choose", "option": option, "player": decider, "token": token}, 403,
                        "cannot ask as")
        status, reply = server.respond({"op": "choose", "option": option, "token": seats[decider]})
        assert status == 200 and reply["choices"] == len(server.game.log)
        assert reply["pending"] == server.game.view(decider)["pending"]  # its own view of what comes next


def test_seat_tokens_are_replaced_at_each_new_and_load_and_kept_by_undo():
    server, seats = seated()
    server.handle({"op": "choose", "option": server.game.pending.options[0].id, "token": HOST})
    undone = server.handle({"op": "undo", "token": HOST})
    assert undone["ok"] and "seats" not in undone
    assert server.handle({"op": "view", "token": seats["eyrie"]})["ok"]  # undo: the same players, the same seats
    refused(server, {"op": "new", "config": {"factions": ["marquise", "otters"]}, "token": HOST}, 400, "otters")
    assert server.handle({"op": "view", "token": seats["eyrie"]})["ok"]  # a failed new changes nothing
    for op, fields in (("new", {"config": {"factions": ["eyrie", "alliance", "marquise"]}}),
                       ("load", {"save": server.game.to_json()})):
        reply = server.handle({"op": op, "token": HOST, **fields})
        assert set(reply["seats"]) == set(server.game.state.turn_order) and not set(reply["seats"].values()) & set(
            seats.values()), op
        for token in seats.values():
            refused(server, {"op": "pending", "token": token}, 403, "unknown token")
        seats = reply["seats"]
        assert all(server.handle({"op": "pending", "token": token})["ok"] for token in seats.values())


def test_without_seats_a_token_is_neither_needed_nor_dealt():
    server = Server()
    reply = server.handle({"op": "new", "config": CONFIG})
    assert reply["ok"] and "seats" not in reply and "seats" not in server.handle({"op": "load", "save": {
        "format": "rootcore.save", "version": 1, "config": CONFIG, "choices": []}})
    assert server.handle({"op": "save", "token": "anything"})["ok"]


def test_seats_over_http_refuse_with_403():
    new = {"op": "new", "config": CONFIG}
    with serving(host_token=HOST) as (httpd, url, _):
        assert post(url, json.dumps(new).encode()) == (403, {"ok": False, "error": (
            "missing field 'token': this server has seats (--seats); send the host token or a player's seat token")})
        status, reply = post(url, json.dumps({**new, "token": HOST}).encode())
        assert status == 200 and reply["seats"].keys() == {"marquise", "eyrie"}
        eyrie = reply["seats"]["eyrie"]
        assert post(url, json.dumps({"op": "save", "token": eyrie}).encode())[0] == 403
        assert post(url, json.dumps({"op": "choose", "option": "clearing:1", "token": eyrie}).encode())[0] == 400
        status, view = post(url, json.dumps({"op": "view", "token": eyrie}).encode())
        assert status == 200 and view["view"]["player"] == "eyrie"
        assert post(url, json.dumps({"op": "quit", "token": "nope"}).encode())[0] == 403
        assert post(url, json.dumps({"op": "quit", "token": HOST}).encode()) == (200, {"ok": True, "bye": True})


def with_env(**values: str) -> dict:
    env = {key: value for key, value in os.environ.items() if key != "ROOTCORE_HOST_TOKEN"}
    return {**env, **values}


@pytest.mark.parametrize("source", ["env", "file", "made-up"])
def test_the_host_token_from_the_environment_a_file_or_stderr(source, tmp_path):
    # Never from an argument, which any user of the machine can read (ps).
    token_file = tmp_path / "host-token"
    token_file.write_text(f"  {HOST}\n")
    flags = ("--seats", "--host-token-file", str(token_file)) if source == "file" else ("--seats",)
    client = Client(*flags, env=with_env(ROOTCORE_HOST_TOKEN=HOST) if source == "env" else with_env())
    try:
        host = HOST
        if source == "made-up":
            assert select.select([client.proc.stderr], [], [], 30)[0], "no host token on stderr"
            line = client.proc.stderr.readline()
            assert line.startswith("rootcore serve: host token ")
            host = line.split()[-1]
            assert len(host) >= 40
        assert client.ask("pending", token="wrong")["error"].startswith("unknown token")
        assert client.ask("new", config=CONFIG, token=host)["seats"].keys() == {"marquise", "eyrie"}
        assert client.ask("quit", token=host)["bye"]
        assert client.close() == 0
    finally:
        if client.proc.poll() is None:
            client.proc.kill()
            client.close()


def test_a_bad_host_token_source_is_a_clear_error(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("ROOTCORE_HOST_TOKEN", " \n")
    empty = tmp_path / "empty"
    empty.write_text("\n")
    for flags, error in (
            (["--seats"], "error: $ROOTCORE_HOST_TOKEN: the host token is empty\n"),
            (["--seats", "--host-token-file", str(empty)],
             f"error: --host-token-file {empty}: the host token is empty\n"),
            (["--seats", "--host-token-file", str(tmp_path / "none")],
             f"error: --host-token-file {tmp_path / 'none'}: cannot read the host token: No such file or directory\n"),
            (["--host-token-file", str(empty)], "error: --host-token-file applies to --seats only: without it every "
                                                "client is the host\n")):
        assert cli.main(["serve", "--stdio", *flags]) == 2, flags
        assert capsys.readouterr().err == error


def test_the_seats_flag_over_http_from_the_command_line():
    with http_process("--seats", env=with_env(ROOTCORE_HOST_TOKEN=HOST)) as (proc, url):
        assert post(url, b'{"op": "quit"}')[0] == 403
        assert post(url, json.dumps({"op": "quit", "token": HOST}).encode())[1]["bye"]
        assert proc.wait(timeout=30) == 0


@pytest.mark.parametrize("token", ["", "  \n"])
def test_a_server_built_in_code_refuses_an_empty_host_token(token):
    # An empty host token would make anyone sending "token": "" the host (the command line refuses it too)
    with pytest.raises(ValueError, match="must not be empty"):
        Server(token)
    with pytest.raises(ValueError, match="must not be empty"):
        http_server(port=0, host_token=token)
