"""`rootcore serve`: one game over JSON lines, driven through a real subprocess, and over HTTP: a complete
random game, hidden information in views and events, and bad requests that change nothing."""
from __future__ import annotations

import contextlib
import json
import random
import re
import select
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
import warnings
from pathlib import Path

import pytest

import rootcore
from rootcore import cli, serve
from rootcore.serve import Server, _host_allowed, _host_names, http_server
from rootcore.views import event_for, events_for

REPO = Path(__file__).resolve().parent.parent


class Client:
    """A `rootcore serve --stdio` subprocess (with more `flags`, and `env` if given): `ask(request)` sends one line
    and reads one reply."""

    def __init__(self, *flags: str, env: dict | None = None):
        self.proc = subprocess.Popen([sys.executable, "-m", "rootcore.cli", "serve", "--stdio", *flags],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, encoding="utf-8", cwd=REPO, env=env)
        self.next_id = 0

    def send_line(self, line: str) -> dict:
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        reply = self.proc.stdout.readline()
        assert reply, f"server died: {self.proc.stderr.read()}"
        return json.loads(reply)

    def ask(self, op: str, **fields) -> dict:
        self.next_id += 1
        reply = self.send_line(json.dumps({"op": op, "id": self.next_id, **fields}))
        assert reply["id"] == self.next_id
        return reply

    def close(self) -> int:
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=30)
        self.proc.stdout.close()
        self.proc.stderr.close()
        return self.proc.returncode


@pytest.fixture
def client():
    c = Client()
    yield c
    if c.proc.poll() is None:
        c.proc.kill()
        c.proc.wait()
    c.close()


def test_a_complete_random_game_over_json_lines(client):
    rng = random.Random(11)
    reply = client.ask("new", config={"factions": ["marquise", "eyrie"], "seed": 11})
    assert reply["ok"] and reply["pending"]["player"] in ("marquise", "eyrie") and not reply["is_over"]
    assert reply["config"]["seed"] == 11
    choices = []
    while not reply["is_over"]:
        decision = reply["pending"]
        assert decision["options"] and all({"id", "label", "data"} <= set(o) for o in decision["options"])
        option = rng.choice(decision["options"])["id"]
        choices.append(option)
        reply = client.ask("choose", option=option)
        assert reply["ok"], reply
        if len(choices) % 150 == 1:  # views and events never show another player's hand
            for player in ("marquise", "eyrie", None):
                view = client.ask("view", player=player)["view"]
                assert view["player"] == player
                for fid, entry in view["factions"].items():
                    assert ("hand" in entry) == (fid == player)
                    assert entry["hand_count"] >= 0
        assert len(choices) < 20000
    assert reply["pending"] is None and reply["winners"] and reply["end_reason"] in ("score", "dominance")
    assert client.ask("pending")["pending"] is None
    assert not client.ask("choose", option=choices[-1])["ok"]  # the game is over

    # the same choices in-process give the same game
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        local = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 11})
    for option in choices:
        local.choose(option)
    assert local.winners == reply["winners"] and local.scores == reply["scores"]

    save = client.ask("save")["save"]
    assert save["choices"] == choices
    events = client.ask("events", since=0)
    assert events["next"] == len(local.events) and events["events"] == json.loads(json.dumps(local.events))
    tail = client.ask("events", since=events["next"] - 5, player="eyrie")
    assert len(tail["events"]) == 5 and tail["next"] == events["next"]

    # load the save back: same result; then a fresh game replaces it
    loaded = client.ask("load", save=save)
    assert loaded["ok"] and loaded["is_over"] and loaded["scores"] == reply["scores"]
    fresh = client.ask("new", config={"factions": ["eyrie", "marquise"], "seed": 2})
    assert fresh["ok"] and not fresh["is_over"] and fresh["choices"] == 0
    assert client.ask("quit") == {"ok": True, "bye": True, "id": client.next_id}
    assert client.close() == 0


def test_bad_requests_get_clear_errors_and_change_nothing(client):
    # before any game
    reply = client.ask("pending")
    assert not reply["ok"] and "no game" in reply["error"]
    assert not client.ask("view", player=None)["ok"]
    assert not client.ask("save")["ok"]
    # malformed lines: no id to echo
    for line in ("{nope", "[1, 2]", '"pending"', "42"):
        reply = client.send_line(line)
        assert reply["ok"] is False and reply["error"] and "id" not in reply
    assert "malformed JSON" in client.send_line("{nope")["error"]
    reply = client.send_line(json.dumps({"id": "x"}))
    assert not reply["ok"] and "missing field 'op'" in reply["error"] and reply["id"] == "x"
    reply = client.ask("fly")
    assert not reply["ok"] and "unknown op 'fly'" in reply["error"]
    # bad configs leave no game behind
    reply = client.ask("new", config={"factions": ["marquise", "otters"]})
    assert not reply["ok"] and "otters" in reply["error"]
    assert not client.ask("new", config="marquise")["ok"]
    assert not client.ask("new", config={"bogus": 1})["ok"]
    assert "no game" in client.ask("pending")["error"]

    start = client.ask("new", config={"factions": ["marquise", "eyrie"], "seed": 5})
    assert start["ok"]
    before = client.ask("save")["save"]
    bad = [
        ("choose", {}, "missing field 'option'"),
        ("choose", {"option": 3}, "must be an option id string"),
        ("choose", {"option": "clearing:99"}, "is not an option"),
        ("choose", {"option": start["pending"]["options"][0]["id"], "player": "eyrie"}, "pending decision is for"),
        # JSON's null, not Python's None
        ("choose", {"option": start["pending"]["options"][0]["id"], "player": None}, "not an observer (player null)"),
        ("choose", {"option": start["pending"]["options"][0]["id"], "player": None}, "pending decision is for"),
        ("choose", {"option": start["pending"]["options"][0]["id"], "player": "nobody"}, "unknown player"),
        ("pending", {"player": "otters"}, "unknown player"),
        ("new", {"config": {"factions": ["marquise", "eyrie"]}, "player": "otters"}, "unknown player"),
        ("load", {"save": before, "player": 3}, "faction id string"),
        ("view", {}, "missing field 'player'"),
        ("view", {"player": "otters"}, "unknown player"),
        ("view", {"player": 7}, "faction id string"),
        ("events", {"since": -1}, "non-negative integer"),
        ("events", {"since": "0"}, "non-negative integer"),
        ("events", {"since": 0, "player": "otters"}, "unknown player"),
        ("load", {}, "missing field 'save'"),
        ("load", {"save": "/etc/passwd"}, "must be a JSON object"),
        ("load", {"save": {"format": "nope"}}, "not a rootcore save"),
        ("load", {"save": {**before, "choices": ["clearing:99"]}}, "cannot be replayed"),
    ]
    for op, fields, message in bad:
        reply = client.ask(op, **fields)
        assert reply["ok"] is False and message in reply["error"], (op, fields, reply)
    assert client.ask("save")["save"] == before  # nothing changed
    assert client.ask("pending")["pending"] == start["pending"]
    # and the server still plays
    reply = client.ask("choose", option=start["pending"]["options"][0]["id"])
    assert reply["ok"] and reply["choices"] == 1
    assert client.ask("quit")["ok"]
    assert client.close() == 0


def test_nan_and_infinity_are_refused_as_malformed_json_so_every_reply_is_json():
    # Python's json reads NaN, Infinity and 1e400 (as inf): echoed in `id`, they made a reply line such as
    # {"ok":false,...,"id":NaN}, which no strict JSON reader (JavaScript's JSON.parse) accepts
    server = Server()
    for line in ('{"op": "pending", "id": NaN}', '{"op": "pending", "id": Infinity}',
                 '{"op": "pending", "id": -Infinity}', '{"op": "pending", "id": 1e400}',
                 '{"op": "new", "config": {"seed": 1e999}}'):
        status, text = serve.answer(server, line)
        reply = json.loads(text, parse_constant=lambda name: pytest.fail(f"{name} in the reply {text}"))
        assert status == 400 and reply["ok"] is False and "malformed JSON" in reply["error"] and "id" not in reply
    assert server.game is None
    assert json.loads(serve.answer(server, '{"op": "pending", "id": 1.5}')[1])["id"] == 1.5  # a finite number is echoed


def test_a_reply_of_handle_is_a_copy_that_a_python_host_may_change():
    # Server.handle from Python: the full pending decision and the full events were the game's own objects
    server = Server()
    server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 5}})
    reply = server.handle({"op": "pending"})
    for option in reply["pending"]["options"]:
        option["data"]["clearing"] = "changed"
    server.handle({"op": "events"})["events"][0]["order"].clear()
    assert server.game.events[0]["order"] and all(isinstance(o.data["clearing"], int) for o in server.game.pending.options)
    assert server.handle({"op": "choose", "option": reply["pending"]["options"][0]["id"]})["ok"]


def break_the_rules(server) -> None:
    """Make the next choice of `server`'s game fail inside its rules, as an engine or plugin bug would."""
    def broken_rules():
        yield None
        raise ZeroDivisionError("a plugin bug")

    flow = broken_rules()
    next(flow)
    server.game._flow = flow


def test_a_choice_whose_rules_fail_midway_changes_nothing():
    # An engine or plugin bug raising inside the rules: the reply said "internal error" (and "a failed request
    # changes nothing"), but the choice stayed in the log, the state was half changed and the rules generator was
    # dead: the save no longer replayed, and the next choose answered ok with no pending decision and no end.
    server = Server()
    server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 1}})
    before, pending = server.handle({"op": "save"})["save"], server.handle({"op": "pending"})
    break_the_rules(server)
    option = pending["pending"]["options"][0]["id"]
    reply = server.handle({"op": "choose", "option": option})
    assert not reply["ok"] and reply["error"] == "internal error: ZeroDivisionError: a plugin bug"
    assert server.handle({"op": "save"})["save"] == before and server.handle({"op": "pending"}) == pending
    reply = server.handle({"op": "choose", "option": option})  # the game goes on as if the failure never was
    again = rootcore.new_game({"factions": ["marquise", "eyrie"], "seed": 1})
    again.choose(option)
    assert reply["ok"] and reply["pending"] == again.pending.to_json() and server.game.to_json() == again.to_json()


def test_a_choice_failing_midway_after_earlier_choices_keeps_them():
    # The game is rebuilt from its start with every choice before the failed one replayed.
    server = Server()
    server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 2}})
    for _ in range(3):
        server.handle({"op": "choose", "option": server.handle({"op": "pending"})["pending"]["options"][0]["id"]})
    before, pending = server.handle({"op": "save"})["save"], server.handle({"op": "pending"})
    assert len(before["choices"]) == 3
    break_the_rules(server)
    reply = server.handle({"op": "choose", "option": pending["pending"]["options"][0]["id"]})
    assert not reply["ok"] and reply["error"] == "internal error: ZeroDivisionError: a plugin bug"
    assert server.handle({"op": "save"})["save"] == before and server.handle({"op": "pending"}) == pending


@pytest.mark.parametrize("error, told", [(TypeError("not a list"), "TypeError: not a list"),
                                         (KeyError("clearing"), "KeyError: 'clearing'"),
                                         (OSError("disk gone"), "OSError: disk gone")])
def test_a_type_key_or_os_error_is_a_failed_reply_naming_its_type(error, told, monkeypatch):
    server = Server()
    server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 2}})

    def failing_info(request):
        raise error
    monkeypatch.setattr(server, "op_info", failing_info)
    assert server.respond({"op": "info", "id": 7}) == (400, {"ok": False, "error": told, "id": 7})
    assert server.handle({"op": "pending"})["ok"]


def test_new_tells_the_warnings_of_its_game_even_where_python_warnings_are_ignored(monkeypatch):
    # As under `python -W ignore` or PYTHONWARNINGS=ignore: a new game's warnings are the reply's, whatever the
    # filters; a load, which replays a game already told, says none and prints none.
    new_game, load_game = rootcore.new_game, rootcore.load_game

    def warning_new_game(config):
        warnings.warn("a card of this deck is not implemented")
        return new_game(config)

    def warning_load_game(data):
        warnings.warn("a card of this deck is not implemented")
        return load_game(data)
    monkeypatch.setattr(rootcore, "new_game", warning_new_game)
    monkeypatch.setattr(rootcore, "load_game", warning_load_game)
    server = Server()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for _ in range(2):
            reply = server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 2}})
            assert reply["warnings"][0] == "a card of this deck is not implemented"
    save = server.handle({"op": "save"})["save"]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert server.handle({"op": "load", "save": save})["ok"]
    assert caught == []


def test_a_reply_that_is_not_json_is_a_failed_reply_keeping_the_id(monkeypatch):
    # A plugin putting something JSON cannot write (a set) where a reply reads it.
    server = Server()
    server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 2}})
    monkeypatch.setattr(server, "op_info", lambda request: {"info": {"suits": {"fox"}}})
    status, text = serve.answer(server, '{"op": "info", "id": 3}')
    assert status == 400 and json.loads(text) == {
        "ok": False, "error": "internal error: the reply is not JSON: Object of type set is not JSON serializable",
        "id": 3}
    status, text = serve.answer(server, '{"op": "info"}')
    assert "id" not in json.loads(text)


def test_serve_from_python_answers_on_the_stream_given_else_on_stdout(capsys):
    import io
    lines = '{"op": "pending", "id": 1}\n\n{"op": "quit", "id": 2}\n{"op": "pending", "id": 3}\n'
    out = io.StringIO()
    assert serve.serve(io.StringIO(lines), out) == 0
    assert [json.loads(line)["id"] for line in out.getvalue().splitlines()] == [1, 2]  # none after quit
    assert capsys.readouterr().out == ""
    assert serve.serve(io.StringIO(lines)) == 0
    assert [json.loads(line)["id"] for line in capsys.readouterr().out.splitlines()] == [1, 2]


def test_each_reply_is_flushed_before_the_next_request_is_read():
    # A client waits for the reply to each line before it sends the next: a reply left in a pipe's buffer would
    # keep both waiting (the tests' PYTHONUNBUFFERED would hide it in the subprocess).
    class Pipe:
        def __init__(self):
            self.buffered, self.sent = "", ""

        def write(self, text):
            self.buffered += text

        def flush(self):
            self.sent, self.buffered = self.sent + self.buffered, ""

    class Requests:
        def __init__(self, lines):
            self.lines, self.replies_seen = lines, []

        def readline(self):
            self.replies_seen.append(len(out.sent.splitlines()))
            return self.lines.pop(0) if self.lines else ""

    out = Pipe()
    requests = Requests(['{"op": "pending"}\n', '{"op": "info"}\n'])
    assert serve.serve(requests, out) == 0
    assert requests.replies_seen == [0, 1, 2]


def test_serve_needs_one_transport():
    for flags in ([], ["--stdio", "--http", "0"]):
        proc = subprocess.run([sys.executable, "-m", "rootcore.cli", "serve", *flags], capture_output=True,
                              text=True, cwd=REPO, timeout=60)
        assert proc.returncode == 2 and "--stdio or --http" in proc.stderr


def test_an_http_option_with_stdio_is_refused_not_ignored(capsys):
    assert cli.main(["serve", "--stdio", "--max-connections", "4"]) == 2
    assert capsys.readouterr().err == "error: --max-connections applies to --http only: --stdio serves one client\n"


def post(url: str, body: bytes, method: str = "POST", **headers: str) -> tuple[int, dict]:
    headers = {"Content-Type": "application/json", **headers}
    request = urllib.request.Request(url, body if method == "POST" else None, headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        return exc.code, json.loads(exc.read())


@contextlib.contextmanager
def serving(**options):
    """An HTTP server on a free port of 127.0.0.1, serving in a thread: yields (server, url, thread)."""
    httpd = http_server("127.0.0.1", 0, **options)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield httpd, "http://127.0.0.1:%d/" % httpd.server_address[1], thread
    finally:
        httpd.shutdown() if thread.is_alive() else None
        httpd.server_close()


def test_the_same_requests_over_http():
    # A web frontend's server talks HTTP: the ops and replies are those of --stdio; a refused request is a 400.
    with serving() as (httpd, url, thread):
        status, reply = post(url, json.dumps({"op": "new", "id": 1, "config": {"factions": ["marquise", "eyrie"]}})
                             .encode())
        assert status == 200 and reply["ok"] and reply["id"] == 1 and reply["pending"]["player"] == "marquise"
        status, refused = post(url + "game", b'{"op": "choose", "option": "clearing:99"}')
        assert status == 400 and "is not an option" in refused["error"]
        assert post(url, b"{nope")[0] == 400
        status, hint = post(url, b"", method="GET")
        assert status == 400 and "POST a JSON request" in hint["error"]
        option = reply["pending"]["options"][0]["id"]
        status, chosen = post(url, json.dumps({"op": "choose", "option": option}).encode())
        assert status == 200 and chosen["choices"] == 1
        assert post(url, b'{"op": "quit"}') == (200, {"ok": True, "bye": True})
        thread.join(timeout=30)
        assert not thread.is_alive()  # quit stops the server


def request_start(port: int) -> bytes:
    """The request line and the headers every accepted POST to the server on `port` has."""
    return b"POST / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Type: application/json\r\n" % port


def raw_request(port: int, head: bytes, body: bytes = b"") -> socket.socket:
    """A connection to the server on `port` that sent a POST with the header lines `head` and `body`."""
    conn = socket.create_connection(("127.0.0.1", port), timeout=30)
    conn.sendall(request_start(port) + head + b"\r\n" + body)
    return conn


def raw_reply(conn: socket.socket) -> tuple[int, dict]:
    """The status and JSON body of the reply on `conn` (read to the end: the server closes it)."""
    data = b""
    while chunk := conn.recv(65536):
        data += chunk
    conn.close()
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), json.loads(body)


def test_a_client_sending_too_little_delays_no_other_and_is_dropped():
    # It announces 100 bytes and sends 10: the server answers others meanwhile, and gives it up after `timeout`.
    with serving(timeout=1.0) as (httpd, url, _):
        slow = raw_request(httpd.server_address[1], b"Content-Length: 100\r\n", b'{"op": "pe')
        assert post(url, b'{"op": "pending"}')[1]["error"].startswith("no game")
        assert select.select([slow], [], [], 0)[0] == []  # the other was answered before the slow one timed out
        status, reply = raw_reply(slow)
        assert status == 408 and reply == {"ok": False, "error": "no more of the body came for 1.0 s"}
        assert post(url, b'{"op": "pending"}')[1]["error"].startswith("no game")


def trickle(conn: socket.socket, data: bytes, pause: float) -> bytes:
    """Send `data` on `conn` a byte every `pause` s until the server replies or closes; what was left unsent."""
    while data and not select.select([conn], [], [], pause)[0]:
        conn.sendall(data[:1])
        data = data[1:]
    return data


@pytest.mark.parametrize("head, body, reply", [
    (b"Content-Length: 100\r\n", b"", (408, {"ok": False, "error": "the request did not arrive within 1.5 s"})),
    (b"X-Slow: " + b"a" * 99 + b"\r\n", None, None),
], ids=["body", "headers"])
def test_a_request_trickling_in_is_cut_off_after_the_time_for_a_whole_request(head, body, reply):
    # A byte every 0.1 s never pauses for the 1 s a read may wait: the 1.5 s for the whole request ends it (408
    # once the headers are in, else the connection is closed), long before the 10 s its 100 bytes would take.
    with serving(timeout=1.0, request_time=1.5) as (httpd, url, _):
        conn = socket.create_connection(httpd.server_address, timeout=30)
        conn.sendall(request_start(httpd.server_address[1]) + (head + b"\r\n" if body is not None else b""))
        unsent = trickle(conn, b"x" * 100 if body is not None else head, 0.1)
        assert len(unsent) > 50
        if reply is None:
            assert conn.recv(100) == b""
            conn.close()
        else:
            assert raw_reply(conn) == reply
        assert post(url, b'{"op": "pending"}')[1]["error"].startswith("no game")


def test_a_body_that_stops_coming_near_the_deadline_is_refused_at_the_deadline_not_after_a_pause():
    # A read waits for at most the time left to the whole request: 1 s here, though a pause may last 5 s.
    with serving(timeout=5.0, request_time=1.0) as (httpd, url, _):
        start = time.monotonic()
        slow = raw_request(httpd.server_address[1], b"Content-Length: 100\r\n", b'{"op": "pe')
        assert raw_reply(slow) == (408, {"ok": False, "error": "the request did not arrive within 1.0 s"})
        assert 0.8 < time.monotonic() - start < 3.0


def test_a_read_with_data_waiting_is_served_until_the_deadline():
    ours, theirs = socket.socketpair()
    with ours, theirs:
        reader = serve.DeadlineReader(ours, pause=0.5, total=0.5)
        reader.start()
        theirs.sendall(b"abc")
        assert reader.read(3) == b"abc"
        reader.close()


def test_refused_connections_get_the_reply_and_its_end_at_once_and_a_flood_closes_the_oldest():
    refused = serve.RefusedConnections(b"busy")
    pairs = [socket.socketpair() for _ in range(65)]
    try:
        for ours, _ in pairs:
            refused.add(ours)
        assert len(refused.waiting) == 64 and pairs[0][0].fileno() == -1  # the oldest, closed early
        theirs = pairs[-1][1]
        theirs.settimeout(0.5)
        assert theirs.recv(100) == b"busy" and theirs.recv(100) == b""  # the end comes with the reply
    finally:
        refused.tidy(everything=True)
        for ours, theirs in pairs:
            ours.close()
            theirs.close()
    assert not refused.waiting


def test_by_default_each_server_takes_a_free_port_and_a_closed_one_frees_its_port():
    first, second = http_server(), http_server()  # port 0 by default: a free one each
    try:
        assert first.server_address[0] == "127.0.0.1" and first.server_address[1] != second.server_address[1]
        port = first.server_address[1]
        first.server_close()
        again = http_server("127.0.0.1", port)  # the port is free again
        again.server_close()
    finally:
        first.server_close()
        second.server_close()


def test_connections_over_the_limit_are_refused_at_once():
    # Two idle connections take both threads; a third is answered 503 without waiting for its request, and a
    # thread freed serves again.
    busy = {"ok": False, "error": "the server is busy: it serves at most 2 connections at once; try again later"}
    with serving(max_connections=2) as (httpd, url, _):
        idle = [socket.create_connection(httpd.server_address, timeout=30) for _ in range(2)]
        assert raw_reply(socket.create_connection(httpd.server_address, timeout=30)) == (503, busy)
        assert post(url, b'{"op": "pending"}') == (503, busy)
        idle[0].close()
        for _ in range(100):  # its thread ends once it has seen the connection close
            status, reply = post(url, b'{"op": "pending"}')
            if status != 503:
                break
            time.sleep(0.05)
        assert status == 400 and reply["error"].startswith("no game")
        idle[1].close()


def test_the_connection_limit_from_the_command_line(capsys, monkeypatch):
    with pytest.raises(SystemExit) as exit:
        cli.main(["serve", "--http", "0", "--max-connections", "0"])
    assert exit.value.code == 2 and "expected a whole number from 1 to 10000, not '0'" in capsys.readouterr().err
    asked = []

    def no_server(host, port, **limits):  # records what the command line asks for, and listens nowhere
        asked.append((host, port, limits))
        raise OSError("not listening in this test")
    monkeypatch.setattr(serve, "http_server", no_server)
    for flags, limit in (([], 16), (["--max-connections", "3"], 3)):
        assert cli.main(["serve", "--http", "127.0.0.1:0", *flags]) == 2
        assert asked.pop() == ("127.0.0.1", 0, {"max_connections": limit})
    with pytest.raises(SystemExit) as exit:  # the most it takes is 10000
        cli.main(["serve", "--http", "127.0.0.1:0", "--max-connections", "10001"])
    assert exit.value.code == 2 and "expected a whole number from 1 to 10000, not '10001'" in capsys.readouterr().err
    assert asked == []


@pytest.mark.parametrize("head, status, error", [
    (b"Content-Length: 99999999999999999999\r\n", 413, "the body is larger than 1048576 bytes"),
    (b"Content-Length: 2000000\r\n", 413, "the body is larger than 1048576 bytes"),
    (b"Content-Length: \xb2\r\n", 400, "bad Content-Length '\u00b2'"),  # a digit to str.isdigit, not to int()
    (b"Content-Length: -5\r\n", 400, "bad Content-Length '-5'"),
    (b"", 411, "a POST needs a Content-Length header"),
], ids=["huge", "over-1MiB", "superscript-2", "negative", "missing"])
def test_a_bad_content_length_gets_a_json_refusal_and_the_server_goes_on(head, status, error):
    with serving() as (httpd, url, _):
        conn = raw_request(httpd.server_address[1], head, b'{"op": "quit"}')
        assert raw_reply(conn) == (status, {"ok": False, "error": error})
        assert post(url, b'{"op": "pending"}')[1]["error"].startswith("no game")


def test_a_body_cut_short_by_its_client_is_refused():
    with serving() as (httpd, url, _):
        conn = raw_request(httpd.server_address[1], b"Content-Length: 100\r\n", b'{"op": "quit"}')
        conn.shutdown(socket.SHUT_WR)
        assert raw_reply(conn) == (400, {"ok": False, "error": "the body ended after 14 of 100 bytes"})
        assert post(url, b'{"op": "pending"}')[1]["error"].startswith("no game")


def test_web_pages_and_other_hosts_are_refused():
    # A page in a browser sends an Origin (a browser page goes through its own backend); a text/plain POST needs
    # no preflight from a browser; a name rebound to 127.0.0.1 by its DNS still sends its own Host.
    new = json.dumps({"op": "new", "config": {"factions": ["marquise", "eyrie"]}}).encode()
    with serving() as (httpd, url, _):
        port = httpd.server_address[1]
        assert post(url, new, Origin="https://example.org") == (
            403, {"ok": False, "error": "requests from web pages (with an Origin header) are refused"})
        assert post(url, new, **{"Content-Type": "text/plain"}) == (
            415, {"ok": False, "error": "the Content-Type must be application/json, not 'text/plain'"})
        assert post(url, new, Host=f"rebound.example:{port}") == (403, {"ok": False, "error": (
            f"the Host header 'rebound.example:{port}' does not name this server (127.0.0.1, localhost, port {port})")})
        assert post(url, new, Host=f"127.0.0.1:{port + 1}")[0] == 403
        assert post(url, b'{"op": "pending"}')[1]["error"].startswith("no game")  # none of them changed anything
        assert post(url, b"", method="PUT") == (501, {"ok": False, "error": "Unsupported method ('PUT')"})
        assert post(url, new, **{"Content-Type": "application/json; charset=utf-8"})[0] == 200
        assert post(url, b'{"op": "pending"}', Host=f"LocalHost:{port}")[0] == 200


def test_a_server_on_every_interface_checks_only_the_port_of_the_host():
    # Any name may reach it (the machine's names are not known); the Origin refusal still keeps browsers out.
    assert _host_names("0.0.0.0", "0.0.0.0") is None and _host_names("", "0.0.0.0") is None
    assert _host_allowed("some-machine.lan:8080", None, 8080) and not _host_allowed("some-machine.lan:80", None, 8080)
    assert _host_allowed("example.org", None, 80)  # no port: HTTP's 80
    assert _host_names("localhost", "127.0.0.1") == {"localhost", "127.0.0.1"}
    assert _host_names("my-host.lan", "192.168.1.5") == {"my-host.lan", "192.168.1.5"}


@pytest.mark.parametrize("address, error", [
    ("99999", "port 99999 is out of range (0 to 65535)"),
    ("127.0.0.1:65536", "port 65536 is out of range (0 to 65535)"),
    ("1" * 5000, "is out of range"),
    ("[::1]:0", "'[::1]:0': IPv6 is not supported (give an IPv4 address or a host name)"),
    ("::1:8080", "'::1:8080': IPv6 is not supported (give an IPv4 address or a host name)"),  # without brackets
    ("localhost:\u00b2", "expected PORT or HOST:PORT, not 'localhost:\u00b2'"),
], ids=["99999", "65536", "5000-digits", "ipv6", "ipv6-bare", "superscript-2"])
def test_the_http_address_is_checked_before_listening(address, error, capsys):
    with pytest.raises(SystemExit) as exit:
        cli.main(["serve", "--http", address])
    assert exit.value.code == 2 and error in capsys.readouterr().err


def test_a_busy_port_is_a_clear_error(capsys):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert cli.main(["serve", "--http", f"127.0.0.1:{port}"]) == 2
    assert f"error: cannot listen on 127.0.0.1:{port}: " in capsys.readouterr().err


@contextlib.contextmanager
def http_process(*flags: str, env: dict | None = None):
    """`rootcore serve --http 0` (with more `flags`, and `env` if given) in a subprocess: yields (process, url)."""
    proc = subprocess.Popen([sys.executable, "-m", "rootcore.cli", "serve", "--http", "0", *flags],
                            stderr=subprocess.PIPE, text=True, cwd=REPO, env=env)
    try:
        line = proc.stderr.readline()
        url = re.search(r"listening on (http://127\.0\.0\.1:\d+/)", line)
        assert url, line
        yield proc, url.group(1)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stderr.close()


def test_serve_http_from_the_command_line():
    with http_process() as (proc, url):
        status, reply = post(url, b'{"op": "new", "config": {"factions": ["marquise", "eyrie"]}}')
        assert status == 200 and reply["ok"]
        assert post(url, b'{"op": "quit"}')[1]["bye"]
        assert proc.wait(timeout=30) == 0


def test_info_says_what_the_numbers_in_views_are():
    # A client over JSON sees cards as numbers in hands, options and events, and clearings by id: `info` names
    # them, with the map the board is drawn from.
    server = Server()
    config = {"factions": ["marquise", "eyrie"], "map": "lake", "deck": "exiles", "seed": 3,
              "options": {"conceal_hands": True}}
    assert server.handle({"op": "new", "config": config})["ok"]
    info = server.handle({"op": "info"})["info"]
    game = server.game
    assert info["config"]["deck"] == "exiles" and info["factions"]["eyrie"] == "Eyrie Dynasties"
    assert len(info["cards"]) == len(game.cards) == 54
    hand = server.handle({"op": "view", "player": "eyrie"})["view"]["factions"]["eyrie"]["hand"]
    assert [info["cards"][n]["name"] for n in hand] == [game.cards[n].name for n in hand]
    assert {"id", "name", "suit", "kind", "cost", "item", "vp", "summary"} <= set(info["cards"][0])
    assert info["map"]["id"] == "lake" and len(info["map"]["paths"]) == len(game.board.map_def.paths)
    assert {c["id"] for c in info["map"]["clearings"]} == set(game.board.clearing_ids)
    assert len(info["map"]["forests"]) == len(game.board.forests)
    assert json.loads(json.dumps(info["map"])) == info["map"]  # plain JSON data
    assert "data_schema" not in info["map"] and "source" not in info["map"]  # how the file is checked, not the game
    assert not Server().handle({"op": "info"})["ok"]  # no game yet


def test_the_new_reply_for_a_player_keeps_the_seed_secret_law_1_2():
    # The seed deals every hidden card and decides every draw: the host (no "player") gets the whole config back,
    # a player or an observer gets it without the seed, as `info` gives it.
    config = {"factions": ["marquise", "eyrie"], "seed": 918273}
    host = Server().handle({"op": "new", "config": config})
    assert host["ok"] and host["config"]["seed"] == 918273
    for player in ("eyrie", "marquise", None):
        reply = Server().handle({"op": "new", "config": config, "player": player})
        assert reply["ok"] and "seed" not in reply["config"] and "918273" not in json.dumps(reply), player
        assert reply["config"]["factions"] == ["marquise", "eyrie"]


def test_undo_takes_back_choices_and_replays_the_rest():
    server = Server()
    replies = [server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 4}})]
    rng = random.Random(4)
    chosen = []
    for _ in range(30):
        chosen.append(rng.choice(replies[-1]["pending"]["options"])["id"])
        replies.append(server.handle({"op": "choose", "option": chosen[-1]}))
    end = server.handle({"op": "save"})["save"]
    undone = server.handle({"op": "undo", "choices": 3, "id": 9})
    assert undone == {**replies[27], "id": 9}
    assert server.handle({"op": "undo"}) == replies[26]
    before = server.handle({"op": "save"})["save"]
    assert before["choices"] == chosen[:26]
    for bad, message in (({"choices": 0}, "positive integer"), ({"choices": "1"}, "positive integer"),
                         ({"choices": 27}, "the game has 26")):
        reply = server.handle({"op": "undo", **bad})
        assert not reply["ok"] and message in reply["error"], (bad, reply)
    assert server.handle({"op": "save"})["save"] == before  # refused: unchanged
    for option in chosen[26:]:  # the same choices again: the same game (the dice and draws are not drawn anew)
        server.handle({"op": "choose", "option": option})
    assert server.handle({"op": "save"})["save"] == end


def test_a_line_that_is_not_utf8_is_refused_and_the_game_goes_on():
    # stdin was read as UTF-8 text: one byte that is not UTF-8 raised while reading the line, and the server
    # exited ("error: 'utf-8' codec can't decode byte 0xff", status 2), losing the game
    lines = [b'{"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 1}}',
             b'{"op": "pending", "id": "\xff"}', b'{"op": "pending", "id": 2}', b'{"op": "quit"}']
    done = subprocess.run([sys.executable, "-m", "rootcore.cli", "serve", "--stdio"], input=b"\n".join(lines) + b"\n",
                          capture_output=True, cwd=REPO, timeout=60)
    replies = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert done.returncode == 0 and len(replies) == 4, done.stderr
    assert replies[1]["ok"] is False and "malformed JSON" in replies[1]["error"] and "utf-8" in replies[1]["error"]
    assert replies[2]["ok"] and replies[2]["choices"] == 0 and replies[2]["id"] == 2
    assert replies[3] == {"ok": True, "bye": True}


def test_end_of_input_stops_the_server():
    proc = subprocess.run([sys.executable, "-m", "rootcore.cli", "serve", "--stdio"], input='{"op": "pending"}\n',
                          capture_output=True, text=True, cwd=REPO, timeout=60)
    assert proc.returncode == 0
    assert [json.loads(line)["ok"] for line in proc.stdout.splitlines()] == [False]


def test_a_hand_shown_to_one_player_is_hidden_from_the_others():
    event = {"type": "hand_shown", "turn": 4, "faction": "marquise", "to": "alliance", "cards": [3, 17],
             "reason": "outrage"}
    assert event_for(event, "alliance") == event
    assert event_for(event, "marquise") == event  # the player who showed it
    for player in ("eyrie", None):
        hidden = event_for(event, player)
        assert "cards" not in hidden and hidden["cards_count"] == 2 and hidden["hidden"] == ["cards"]
        assert hidden["type"] == "hand_shown" and hidden["to"] == "alliance" and hidden["reason"] == "outrage"
    public = {"type": "drew", "turn": 1, "faction": "eyrie", "count": 2}
    assert events_for([public, event], "eyrie", since=0) == [public, event_for(event, "eyrie")]
    assert events_for([public, event], "eyrie", since=1) == [event_for(event, "eyrie")]


def test_the_server_filters_private_events_for_a_player():
    server = Server()
    assert server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 1}})["ok"]
    server.game.event("hand_shown", faction="marquise", to="eyrie", cards=[1, 2], reason="test")
    index = len(server.game.events) - 1
    full = server.handle({"op": "events", "since": index})
    assert full["events"][0]["cards"] == [1, 2]
    assert server.handle({"op": "events", "since": index, "player": "eyrie"})["events"][0]["cards"] == [1, 2]
    observer = server.handle({"op": "events", "since": index, "player": None})["events"][0]
    assert "cards" not in observer and observer["cards_count"] == 2


def test_the_readme_example_exchange_is_real():
    text = (REPO / "README.md").read_text()
    section = text.split("## Embedding over JSON lines", 1)[1].split("\n## ", 1)[0]
    lines = [line for line in section.splitlines() if line.startswith(("> ", "< "))]
    requests = [json.loads(line[2:]) for line in lines if line.startswith("> ")]
    expected = [line[2:] for line in lines if line.startswith("< ")]
    assert len(requests) == len(expected) >= 6
    server = Server()
    for request, shown in zip(requests, expected):
        reply = server.handle(request)
        assert f'"ok":{json.dumps(reply["ok"])}' in shown, (request, reply)
        if "error" in reply:
            assert reply["error"] in shown
        if "id" in request:
            assert shown.endswith(f'"id":{request["id"]}}}')
        for key in ("kind", "next", "choices"):  # the numbers and kinds shown are the real ones
            for value in re.findall(rf'"{key}":("[^"]*"|\d+)', shown)[:1]:
                found = json.dumps(reply).replace(" ", "")
                assert f'"{key}":{value}' in found, (key, value, request)


def test_a_new_game_tells_its_own_warnings(client):
    # Law 5.2's reach warning is the game's own (`game.warnings`), not a Python warning.
    reply = client.ask("new", config={"factions": ["alliance", "vagabond"], "seed": 1})
    assert reply["ok"] and [w for w in reply["warnings"] if "Law 5.2" in w] and reply["end_reason"] is None


def test_a_player_sees_the_pending_decision_as_its_view_shows_it():
    # A frontend relaying replies to players asks with "player": the options go to the player who decides only
    # (they can show a hidden hand, Law 1.2); the others see who decides and its kind, as in their view.
    server = Server()
    config = {"factions": ["marquise", "eyrie"], "seed": 6}
    full = server.handle({"op": "new", "config": config})["pending"]
    assert full["player"] == "marquise" and full["options"]
    eyrie = server.handle({"op": "new", "config": config, "player": "eyrie"})
    assert eyrie["pending"] == {"player": "marquise", "kind": full["kind"]} and "seed" not in eyrie["config"]
    assert server.handle({"op": "pending", "player": "marquise"})["pending"] == full
    assert server.handle({"op": "pending", "player": None})["pending"] == {"player": "marquise", "kind": full["kind"]}
    assert server.handle({"op": "pending"})["pending"] == full  # the host program sees it all
    rng = random.Random(6)
    for step in range(120):
        decider = server.game.pending.player
        option = rng.choice(server.game.pending.options).id
        reply = server.handle({"op": "choose", "option": option, "player": decider})
        assert reply["ok"], reply
        assert reply["pending"] == server.handle({"op": "view", "player": decider})["view"]["pending"]
        if step % 10 == 0:
            for player in ("marquise", "eyrie", None):
                shown = server.handle({"op": "pending", "player": player})["pending"]
                assert shown == server.handle({"op": "view", "player": player})["view"]["pending"]
                assert ("options" in shown) == (player == server.game.pending.player)
    other = "eyrie" if server.game.pending.player == "marquise" else "marquise"
    for op, fields in (("undo", {"choices": 2}), ("load", {"save": server.handle({"op": "save"})["save"]})):
        reply = server.handle({"op": op, "player": other, **fields})
        assert reply["ok"] and reply["pending"] == server.game.view(other)["pending"], (op, reply)
    before = server.handle({"op": "save"})["save"]
    assert "unknown player" in server.handle({"op": "undo", "player": "otters"})["error"]
    assert server.handle({"op": "save"})["save"] == before  # refused: unchanged


def test_a_hirelings_id_is_no_player_to_view_or_answer_as(stand_ins):
    # A hireling takes no seat (Law E.3, A.6): its questions are its controller's to answer, so a request naming it
    # as the player is refused like any unknown player, and the game is unchanged.
    server = Server()
    config = {"factions": ["marquise", "alliance"], "hirelings": ["last_dynasty", "stand_in_a", "stand_in_b"],
              "seed": 3}
    assert server.handle({"op": "new", "config": config})["ok"]
    before = server.handle({"op": "save"})["save"]
    for op, fields in (("view", {}), ("pending", {}), ("events", {"since": 0}),
                       ("choose", {"option": server.game.pending.options[0].id})):
        reply = server.handle({"op": op, "player": "last_dynasty", **fields})
        assert reply["ok"] is False and "unknown player 'last_dynasty'" in reply["error"], (op, reply)
    assert server.handle({"op": "save"})["save"] == before
    assert server.handle({"op": "view", "player": "alliance"})["ok"]


def test_the_status_says_whose_turn_and_which_phase_as_the_view_does():
    server = Server()
    reply = server.handle({"op": "new", "config": {"factions": ["marquise", "eyrie"], "seed": 2}})
    assert (reply["turn"], reply["phase"]) == (0, "setup") and reply["current"] in ("marquise", "eyrie")
    rng = random.Random(2)
    while server.game.state.turn < 3:
        reply = server.handle({"op": "choose", "option": rng.choice(server.game.pending.options).id})
        view = server.game.view(None)
        assert (reply["turn"], reply["current"], reply["phase"]) == (view["turn"], view["current"], view["phase"])
    assert reply["current"] == server.game.state.current_faction and reply["phase"] in ("birdsong", "daylight",
                                                                                         "evening")


def test_info_gives_each_faction_board():
    # A frontend drawing supplies and tracks needs each piece's type and the faction's colour.
    server = Server()
    assert server.handle({"op": "new", "config": {"factions": ["marquise", "alliance"]}})["ok"]
    boards = server.handle({"op": "info"})["info"]["boards"]
    assert boards["alliance"]["name"] == "Woodland Alliance" and boards["alliance"]["kind"] == "insurgent"
    assert boards["alliance"]["pieces"]["base_fox"] == {"type": "building", "count": 1, "track": None,
                                                        "on_removal": "supply"}
    assert boards["alliance"]["tracks"]["sympathy"]["vp"][:3] == [0, 1, 1]
    assert boards["marquise"]["data"]["render"]["colour"].startswith("#")
    assert "data_schema" not in boards["marquise"] and json.loads(json.dumps(boards)) == boards
