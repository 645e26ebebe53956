"""Serve one game to programs in any language, as JSON lines or HTTP (rootcore serve --stdio | --http PORT).

Each request is one JSON object with an `op` and an optional `id` (echoed back): one line on stdin, or the
body of an HTTP POST to any path. Each reply is one JSON object with `ok` and, on failure, `error`: one line
on stdout, or the body of the HTTP response (status 200, or 400 when `ok` is false: 403 when --seats refuses
the token). A failed request changes nothing.

    {"op": "new", "config": {...}}          a new game (the config as in a TOML file; {} = the default game)
    {"op": "pending"}                       the status: the open decision (or null), is_over, end_reason,
                                            winners, scores, turn, current (the faction taking the turn),
                                            phase, and how many choices and events so far
    {"op": "choose", "option": ID}          answer it (with "player": refused unless that player decides)
    {"op": "view", "player": F}             what F may know; "player": null is an observer
    {"op": "info"}                          what views refer to: the cards by number, the map, faction names
    {"op": "events", "since": N}            events from index N on and the next index; with "player"
                                            (a faction, or null for an observer) only what it may know
    {"op": "save"}                          the save object (rootcore.load_game reads it)
    {"op": "load", "save": {...}}           replace the game by a save object
    {"op": "undo", "choices": N}            take back the last N choices (default 1): the game is replayed
                                            without them (the dice and draws come out the same again)
    {"op": "quit"}                          reply and stop

new, pending, choose, load and undo reply with the status (new with the config and the warnings too). Given a
"player" (a faction, or null for an observer), its pending decision is as views show it to that player: in full,
options included, for the player who decides, and only who decides and its kind for anyone else; and new's config
leaves out the seed, which deals every hidden card (Law 1.2). Without "player" they are in full: that is for the
program hosting the game, not for relaying to players.

Nothing but replies is written to stdout (anything a plugin prints goes to stderr).

Seats (--seats, with either transport; without it every client is the host): every request carries a "token",
else it is refused (HTTP 403) and changes nothing. The host token may do everything, as without seats. It is
the text of --host-token-file FILE, else the environment variable ROOTCORE_HOST_TOKEN, else a new one printed
once on stderr (never an argument: `ps` shows those). new and load (host only) reply with "seats": {faction:
token}, a new random token per player, replacing the previous game's. A seat token plays its player (Law 1.2):
pending, view and events are answered as for "player": its faction (naming another player, or null, is refused:
403), choose only while its player decides (400 otherwise), info as for anyone; save, load, undo (the replay
would show the draws again), new and quit are refused (403).

    {"op": "new", "config": {...}, "token": HOST}           ... "seats": {"marquise": M, "eyrie": E}
    {"op": "view", "token": E}                              what eyrie may know
    {"op": "choose", "option": ID, "token": M}              refused unless marquise decides

The HTTP server is for programs, not browsers: a web page goes through its own backend, which calls the
server. It listens on 127.0.0.1 unless given another IPv4 address or host name (IPv6 is not supported), and
has no access control beyond the checks below and --seats (whose tokens plain HTTP carries in clear: across a
network you do not trust, put it behind TLS). Each connection has its own thread, at most 16 at once
(--max-connections N, refused with --stdio): a connection over that is answered 503 and closed at once. The
game answers one request at a time. A request is refused, with a JSON reply `{"ok": false, "error": ...}` and no
change to the game, when it
  - has an Origin header (a browser sends one with a page's requests): 403;
  - has a Host header (403) that does not give the host or address the server listens on (or localhost, for
    a loopback address) with its port, so that a web site rebinding its name to that address (DNS) cannot
    read the replies. A server on every interface (0.0.0.0) cannot know its names: it checks the port alone,
    and the Origin refusal keeps browsers out;
  - is not `Content-Type: application/json` (415): a browser page cannot send that to another site without
    asking first, which this server never allows;
  - has no Content-Length (411), a Content-Length not in ASCII digits or a body shorter than it (400), or a
    body over 1 MiB (413);
  - stops coming for 30 s, or has not come in full 60 s after the server began to wait for it (so that a client
    sending a byte now and then cannot keep a thread): 408 once the headers are in, else the connection is just
    closed;
  - is not a POST: 400 for GET (with a hint), 501 for other methods.
"""
from __future__ import annotations

import argparse
import io
import json
import math
import os
import secrets
import socket
import sys
import threading
import time
import warnings
from collections import deque
from pathlib import Path
from typing import Any

from rootcore.decisions import RootcoreError

OPS = ("new", "pending", "choose", "view", "info", "events", "save", "load", "undo", "quit")
SEAT_OPS = ("pending", "choose", "view", "info", "events")  # what a seat token may ask; the other ops are the host's
HOST_TOKEN_ENV = "ROOTCORE_HOST_TOKEN"


class RequestError(Exception):
    """A request the server refuses; its message is the reply's `error`."""


class Forbidden(RequestError):
    """A request its token does not allow (with --seats): HTTP status 403."""


class Server:
    """The state of one connection: at most one game. `handle(request)` answers one request (a dict
    or a JSON line) with a reply dict; it never raises. With a `host_token` the server has seats: every request
    must carry the host's token or a player's seat token (dealt at each new and load)."""

    def __init__(self, host_token: str | None = None):
        if host_token is not None and not host_token.strip():
            raise ValueError("the host token of a server with seats must not be empty: anyone could send it")
        self.game = None
        self.done = False
        self.host_token = host_token  # None: no seats, every client is the host
        self.seats: dict[str, str] = {}  # faction id -> its seat token

    def handle(self, request: Any) -> dict:
        return self.respond(request)[1]

    def respond(self, request: Any) -> tuple[int, dict]:
        """The HTTP status (200, 400, or 403 for a request its token does not allow) and the reply."""
        req_id = None
        status = 400
        try:
            if isinstance(request, (str, bytes)):
                try:
                    request = json.loads(request, parse_constant=_not_json, parse_float=_finite)
                except (json.JSONDecodeError, UnicodeDecodeError) as exc:
                    raise RequestError(f"malformed JSON: {exc}") from None
            if not isinstance(request, dict):
                raise RequestError(f"a request must be a JSON object, not {type(request).__name__}")
            req_id = request.get("id")
            seat = self._seat(request)
            op = request.get("op")
            if op is None:
                raise RequestError(f"missing field 'op' (one of: {', '.join(OPS)})")
            if op not in OPS:
                raise RequestError(f"unknown op {op!r} (one of: {', '.join(OPS)})")
            if seat is not None:
                request = _as_seat(request, op, seat)
            reply = getattr(self, f"op_{op}")(request)
            reply = {"ok": True, **reply}
            status = 200
        except RequestError as exc:
            status = 403 if isinstance(exc, Forbidden) else 400
            reply = {"ok": False, "error": str(exc)}
        except RootcoreError as exc:
            reply = {"ok": False, "error": str(exc)}
        except ValueError as exc:  # content errors are ValueErrors listing every issue
            reply = {"ok": False, "error": str(exc)}
        except (TypeError, KeyError, OSError) as exc:
            reply = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        except Exception as exc:  # an engine or plugin bug: report it and keep serving
            reply = {"ok": False, "error": f"internal error: {type(exc).__name__}: {exc}"}
        if req_id is not None:
            reply["id"] = req_id
        return status, reply

    # -- helpers --------------------------------------------------------------------------------------

    def _seat(self, request: dict) -> str | None:
        """The faction whose seat token `request` carries, or None for the host (every client, without seats).
        Every token is compared in constant time (`secrets.compare_digest`), so the time taken tells nothing."""
        if self.host_token is None:
            return None
        if "token" not in request:
            raise Forbidden("missing field 'token': this server has seats (--seats); send the host token or a "
                            "player's seat token")
        token = request["token"]
        if not isinstance(token, str):
            raise Forbidden("field 'token' must be a string (the host token or a player's seat token)")
        given = _token_bytes(token)  # compare_digest takes str in ASCII only: compare the bytes
        holders = [seat for seat, secret in ((None, self.host_token), *self.seats.items())
                   if secrets.compare_digest(given, _token_bytes(secret))]
        if not holders:
            raise Forbidden("unknown token (a seat token is replaced at each new and load)")
        return holders[0]

    def _deal_seats(self, game) -> dict:
        """With seats, a fresh token for each player of `game`, the server's new game (`new`, `load`), replacing
        the old ones, for the reply's "seats"; without seats, nothing."""
        if self.host_token is None:
            return {}
        self.seats = {fid: secrets.token_urlsafe() for fid in game.state.turn_order}  # no hireling (Law E.3)
        return {"seats": dict(self.seats)}

    def _need_game(self):
        if self.game is None:
            raise RequestError("no game: send {\"op\": \"new\", \"config\": {...}} or a load first")
        return self.game

    def _player(self, request: dict, required: bool, game=None) -> str | None:
        """The request's "player" (a faction id of `game`, default the server's, or None for an observer)."""
        game = game if game is not None else self.game
        if "player" not in request:
            if required:
                raise RequestError("missing field 'player' (a faction id, or null for an observer)")
            return None
        player = request["player"]
        if player is not None:
            if not isinstance(player, str):
                raise RequestError("field 'player' must be a faction id string or null")
            players = game.state.turn_order  # the players: a hireling's id is no seat (Law E.3, A.6)
            if player not in players:
                raise RequestError(f"unknown player {player!r} (players: {', '.join(players)})")
        return player

    def _status(self, request: dict, game=None) -> dict:
        """Where `game` (default the server's) stands. With a "player" in the request, the pending decision as
        that player may see it (`views.pending_for`); without, in full, for the program hosting the game."""
        from rootcore.views import copied, pending_for, turn_fields
        game = game if game is not None else self.game
        if "player" in request:
            pending = pending_for(game, self._player(request, required=False, game=game))
        else:  # a copy, as pending_for's: the options' data are the decision's own (`handle` from Python)
            pending = copied(game.pending.to_json()) if game.pending is not None else None
        return {"pending": pending, "is_over": game.is_over, "end_reason": game.state.end_reason or None,
                "winners": game.winners, "scores": game.scores, **turn_fields(game),
                "choices": len(game.log), "events": len(game.events)}

    # -- ops ------------------------------------------------------------------------------------------

    def op_new(self, request: dict) -> dict:
        import rootcore
        from rootcore.engine import warnings_told
        config = request.get("config", {})
        if not isinstance(config, dict):
            raise RequestError("field 'config' must be a JSON object (the game config; {} for the default game)")
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            game = rootcore.new_game(config)
        reply = self._adopt(request, game)
        return {**reply, **self._deal_seats(game), "config": _config_json(game, request),
                "warnings": warnings_told(game, caught)}

    def op_pending(self, request: dict) -> dict:
        self._need_game()
        return self._status(request)

    def op_choose(self, request: dict) -> dict:
        game = self._need_game()
        if "option" not in request:
            raise RequestError("missing field 'option' (an option id of the pending decision)")
        option = request["option"]
        if not isinstance(option, str):
            raise RequestError("field 'option' must be an option id string")
        if game.pending is None:
            raise RequestError("the game is over: there is no decision to answer")
        if "player" in request:
            player = self._player(request, required=False)
            if player != game.pending.player:  # an observer (null) never decides
                who = "an observer (player null)" if player is None else repr(player)
                raise RequestError(f"the pending decision is for {game.pending.player!r}, not {who}")
        before = list(game.log)
        try:
            game.choose(option)  # IllegalChoice (changing nothing) if the id is not offered
        except Exception:
            if len(game.log) != len(before):  # the rules failed midway (an engine or plugin bug): the choice is in
                self.game = _replayed(game, before)  # the log, the state half changed and the rules stopped
            raise
        return self._status(request)

    def op_view(self, request: dict) -> dict:
        game = self._need_game()
        player = self._player(request, required=True)
        return {"view": game.view(player)}

    def op_info(self, request: dict) -> dict:
        from rootcore.views import game_info
        return {"info": game_info(self._need_game())}

    def op_events(self, request: dict) -> dict:
        from rootcore.views import copied, events_for
        game = self._need_game()
        since = min(_whole(request, "since", 0, 0, "a non-negative integer (an event index)"), len(game.events))
        if "player" in request:
            events = events_for(game.events, self._player(request, required=False), since)
        else:
            events = copied(game.events[since:])
        return {"events": events, "next": len(game.events)}

    def op_save(self, request: dict) -> dict:
        return {"save": self._need_game().to_json()}

    def op_load(self, request: dict) -> dict:
        import rootcore
        if "save" not in request:
            raise RequestError("missing field 'save' (a save object, as the save op returns it)")
        data = request["save"]
        if not isinstance(data, dict):  # never a path: the server does not read files for a client
            raise RequestError("field 'save' must be a JSON object (a save, as the save op returns it)")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            game = rootcore.load_game(data)
        return {**self._adopt(request, game), **self._deal_seats(game)}

    def op_undo(self, request: dict) -> dict:
        from rootcore.human import fresh_start
        game = self._need_game()
        count = _whole(request, "choices", 1, 1, "a positive integer (how many choices to take back)")
        if count > len(game.log):
            raise RequestError(f"cannot take back {count} choice(s): the game has {len(game.log)}")
        undone = fresh_start(game)  # the same definition, replayed without the last `count` choices
        for option_id in game.log[:-count]:
            undone.choose(option_id)
        return self._adopt(request, undone)

    def _adopt(self, request: dict, game) -> dict:
        """Make `game` the server's (`load`, `undo`), with its status as `request` asks: an unknown player is
        refused before the game changes."""
        reply = self._status(request, game)
        self.game = game
        return reply

    def op_quit(self, request: dict) -> dict:
        self.done = True
        return {"bye": True}


def _replayed(game, choices: list[str]):
    """`game` rebuilt from its start with `choices` replayed: where it stood before a choice that failed midway, so
    that a failed request changes nothing (the dice and draws come out the same again)."""
    from rootcore.human import fresh_start
    again = fresh_start(game)
    for option_id in choices:
        again.choose(option_id)
    return again


def _as_seat(request: dict, op: str, faction: str) -> dict:
    """`request`, sent with `faction`'s seat token, as that player asks it: only its own view, events and
    decisions (Law 1.2). The host's ops are refused: undo too, since the replay would show the draws again."""
    if op not in SEAT_OPS:
        raise Forbidden(f"a seat token cannot {op}: only the host can (a seat may {', '.join(SEAT_OPS)})")
    if request.get("player", faction) != faction:
        raise Forbidden(f"this seat token is {faction!r}'s: it cannot ask as {request['player']!r}")
    return {**request, "player": faction}


def _not_json(name: str):
    """Refuse NaN, Infinity and -Infinity, which Python's json reads but JSON has not: echoed in `id`, they would
    make a reply that no strict JSON reader (JavaScript's JSON.parse) accepts."""
    raise RequestError(f"malformed JSON: {name} is not a JSON value")


def _finite(text: str) -> float:
    """A JSON number with a fraction or an exponent, refused when too large for a float (1e400 would be read as
    Infinity: see `_not_json`)."""
    value = float(text)
    if not math.isfinite(value):
        raise RequestError(f"malformed JSON: the number {text} is too large")
    return value


def _token_bytes(token: str) -> bytes:
    """`token` as UTF-8 bytes, lone surrogates included (JSON's "\\ud800", an undecodable byte of the environment):
    an odd token is unknown, never an error."""
    return token.encode("utf-8", "surrogatepass")


def _whole(request: dict, field: str, default: int, least: int, what: str) -> int:
    """The integer `field` of `request` (`default` if absent), at least `least`; else a RequestError saying `what`."""
    value = request.get(field, default)
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise RequestError(f"field {field!r} must be {what}")
    return value


def _config_json(game, request: dict) -> dict:
    """The config of the `new` reply: in full for the program hosting the game; for a player (the request names
    one, or null for an observer), without the seed (`views.public_config`)."""
    from rootcore.engine import config_to_dict
    from rootcore.views import public_config
    return public_config(game) if "player" in request else config_to_dict(game.config)


def answer(server: Server, request: Any) -> tuple[int, str]:
    """`server`'s reply to one request, as (HTTP status, JSON text). While the request is handled, sys.stdout is
    redirected to stderr, so that nothing a plugin prints mixes with the replies."""
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    try:
        status, reply = server.respond(request)
    finally:
        sys.stdout = real_stdout
    try:
        return status, json.dumps(reply, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        return 400, json.dumps({"ok": False, "error": f"internal error: the reply is not JSON: {exc}",
                                  **({"id": reply["id"]} if "id" in reply else {})})


def serve(input=None, output=None, host_token: str | None = None) -> int:
    """Answer JSON-line requests from `input` (a text or binary stream) on `output` until `quit` or the end of
    input (with seats if given a `host_token`)."""
    input = input if input is not None else sys.stdin
    output = output if output is not None else sys.stdout
    server = Server(host_token)
    while not server.done:
        line = input.readline()
        if not line:
            break
        if not line.strip():
            continue
        output.write(answer(server, line)[1] + "\n")
        output.flush()
    return 0


MAX_BODY = 1 << 20  # bytes in one HTTP request: the save of a long game is some tens of kB
HTTP_TIMEOUT = 30.0  # seconds a client may pause while sending its request before it is dropped
REQUEST_TIME = 60.0  # seconds one request may take to arrive in full, however steadily it trickles in
MAX_CONNECTIONS = 16  # connections served at once (one thread each); one more is refused with 503


class Refused(Exception):
    """An HTTP request refused before it reaches the game: the reply's status and `error`."""

    def __init__(self, status: int, error: str):
        super().__init__(error)
        self.status = status


class DeadlineReader(io.RawIOBase):
    """The reads of one HTTP connection: each waits at most `pause` seconds for data, and none goes past the
    `deadline` of the request being read (`start()` sets it `total` seconds ahead); a read that waits too long
    raises TimeoutError, `late` saying whether the deadline ended it."""

    def __init__(self, sock, pause: float, total: float):
        self.sock, self.pause, self.total = sock, pause, total
        self.raw = sock.makefile("rb", buffering=0)
        self.deadline = math.inf
        self.late = False

    def start(self) -> None:
        self.deadline = time.monotonic() + self.total

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int | None:
        left = self.deadline - time.monotonic()
        self.late = left <= self.pause
        if left <= 0:
            raise TimeoutError("the request is overdue")
        self.sock.settimeout(min(self.pause, left))
        return self.raw.readinto(buffer)

    def close(self) -> None:
        self.raw.close()
        super().close()


class RefusedConnections:
    """Connections refused for want of a thread: each is sent `reply` at once, without waiting for its request
    (the accepting thread must not block), and its sending side closed; it is closed in full a moment later
    (`tidy()`, called by the accepting thread), so that a client still sending its request is not reset and
    can read the reply. At most `most` of them wait to be closed: a flood closes the oldest early."""

    LINGER = 1.0  # seconds

    def __init__(self, reply: bytes, most: int = 64):
        self.reply, self.most = reply, most
        self.waiting: deque = deque()  # (socket, when to close it), oldest first

    def add(self, sock) -> None:
        sock.setblocking(False)
        try:
            sock.send(self.reply)  # a few hundred bytes: a new connection's send buffer holds them
            sock.shutdown(socket.SHUT_WR)
        except OSError:  # the client is gone
            pass
        self.waiting.append((sock, time.monotonic() + self.LINGER))
        self.tidy()

    def tidy(self, everything: bool = False) -> None:
        now = time.monotonic()
        while self.waiting and (everything or len(self.waiting) > self.most or self.waiting[0][1] <= now):
            self.waiting.popleft()[0].close()


def _busy_reply(limit: int) -> bytes:
    """The whole HTTP reply to a connection over the `limit` of connections served at once."""
    body = json.dumps({"ok": False, "error": f"the server is busy: it serves at most {limit} connections at "
                                             f"once; try again later"}, separators=(",", ":")).encode("utf-8")
    return (b"HTTP/1.0 503 Service Unavailable\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
            b"Connection: close\r\n\r\n%s" % (len(body), body))


def http_server(host: str = "127.0.0.1", port: int = 0, timeout: float = HTTP_TIMEOUT,
                request_time: float = REQUEST_TIME, max_connections: int = MAX_CONNECTIONS,
                host_token: str | None = None):
    """An HTTP server (not yet serving: call its `serve_forever()`) answering requests POSTed as JSON bodies,
    for one game; `quit` stops it. Port 0 picks a free port: `server_address` says which. Each connection has
    its own thread, so a slow client delays no other, up to `max_connections` at once; the game answers one
    request at a time. A client may pause `timeout` seconds while sending a request, and take `request_time`
    seconds in all. With a `host_token` it has seats (`Server`)."""
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    game_server = Server(host_token)
    game_lock = threading.Lock()
    slots = threading.BoundedSemaphore(max_connections)
    refused = RefusedConnections(_busy_reply(max_connections))

    class CappedServer(ThreadingHTTPServer):
        """A thread per connection, at most `max_connections` of them: one more is answered 503 and closed."""

        def process_request(self, request, client_address):
            if not slots.acquire(blocking=False):
                refused.add(request)
                return
            try:
                super().process_request(request, client_address)
            except BaseException:  # no thread started: it cannot free the slot
                slots.release()
                raise

        def process_request_thread(self, request, client_address):
            try:
                super().process_request_thread(request, client_address)
            finally:
                slots.release()

        def service_actions(self):  # between connections, and twice a second
            refused.tidy()

        def server_close(self):
            super().server_close()
            refused.tidy(everything=True)

    class Handler(BaseHTTPRequestHandler):
        def setup(self):
            super().setup()
            self.rfile.close()  # read through a DeadlineReader instead, which bounds a whole request's time
            self.reader = DeadlineReader(self.connection, timeout, request_time)
            self.rfile = io.BufferedReader(self.reader)

        def handle_one_request(self):
            self.reader.start()
            super().handle_one_request()

        def do_POST(self):
            try:
                self.check_headers()
                body = self.read_body()
            except Refused as exc:
                self.send_error(exc.status, str(exc))
                return
            with game_lock:
                status, text = answer(game_server, body)
            self.reply(status, text)
            if game_server.done:  # shutdown() waits until serve_forever stops: not in this handler
                threading.Thread(target=httpd.shutdown, daemon=True).start()

        def do_GET(self):
            self.send_error(400, 'POST a JSON request, such as {"op": "pending"}')

        def check_headers(self) -> None:
            """Only programs on the machines the server was started for may play: a web page could send a
            request from the browser of whoever opens it, or read the replies after rebinding its own name
            (DNS) to the server's address."""
            if "Origin" in self.headers:  # browsers send it; a browser page goes through its own backend
                raise Refused(403, "requests from web pages (with an Origin header) are refused")
            if not _host_allowed(self.headers.get("Host") or "", names, httpd.server_address[1]):
                raise Refused(403, f"the Host header {self.headers.get('Host')!r} does not name this server "
                                   f"({', '.join(sorted(names)) if names else 'any host'}, "
                                   f"port {httpd.server_address[1]})")
            content_type = (self.headers.get("Content-Type") or "").partition(";")[0].strip().lower()
            if content_type != "application/json":
                raise Refused(415, f"the Content-Type must be application/json, not {content_type or 'none'!r}")

        def read_body(self) -> bytes:
            text = self.headers.get("Content-Length")
            if text is None:
                raise Refused(411, "a POST needs a Content-Length header")
            length = _count(text.strip(), MAX_BODY)
            if length is None:
                raise Refused(400, f"bad Content-Length {text!r}")
            if length > MAX_BODY:
                raise Refused(413, f"the body is larger than {MAX_BODY} bytes")
            try:
                body = self.rfile.read(length)
            except TimeoutError:
                raise Refused(408, f"the request did not arrive within {request_time} s" if self.reader.late
                              else f"no more of the body came for {timeout} s") from None
            if len(body) < length:
                raise Refused(400, f"the body ended after {len(body)} of {length} bytes")
            return body

        def send_error(self, code, message=None, explain=None):
            """Every refusal, also of a malformed request or an unknown method, is a JSON reply."""
            self.close_connection = True  # a body left unread must not be taken for the next request
            error = message or self.responses.get(code, ("refused",))[0]
            self.reply(code, json.dumps({"ok": False, "error": error}, separators=(",", ":")))

        def reply(self, status: int, text: str) -> None:
            body = text.encode("utf-8")
            self.connection.settimeout(timeout)  # the reads may have shortened it, to their deadline
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format, *args):  # no line per request on stderr
            pass

    Handler.timeout = timeout  # a socket timeout: a client that stops sending is dropped, not waited for
    httpd = CappedServer((host, port), Handler)
    names = _host_names(host, str(httpd.server_address[0]))
    return httpd


def _host_names(host: str, address: str) -> set[str] | None:
    """The names a request's Host header may give the server asked to listen on `host` (bound to `address`):
    that name and address, and localhost for a loopback address. None for every interface (0.0.0.0), which
    any name may reach: the port alone is checked then."""
    import ipaddress
    bound = ipaddress.ip_address(address)
    if bound.is_unspecified:
        return None
    return {host.lower(), address} | ({"localhost"} if bound.is_loopback else set())


def _host_allowed(value: str, names: set[str] | None, port: int) -> bool:
    """Whether the Host header `value` (NAME:PORT, or NAME for port 80) names one of `names` and `port`."""
    name, colon, given = value.strip().lower().rpartition(":")
    if not colon:
        name, given = given, "80"
    return given == str(port) and (names is None or name in names)


def _count(text: str, most: int) -> int | None:
    """The number `text` writes in ASCII digits (not '²', which str.isdigit accepts), or None; a number above
    `most` may come back as `most + 1`, so that a huge one is never converted."""
    if not (text.isascii() and text.isdigit()):
        return None
    text = text.lstrip("0") or "0"
    return int(text) if len(text) <= len(str(most)) else most + 1


def _address(text: str) -> tuple[str, int]:
    """`PORT` or `HOST:PORT`, an IPv4 address or host name (argparse type of --http)."""
    host, _, port_text = text.rpartition(":")
    if ":" in host or "[" in host:
        raise argparse.ArgumentTypeError(f"{text!r}: IPv6 is not supported (give an IPv4 address or a host name)")
    port = _count(port_text, 65535)
    if port is None:
        raise argparse.ArgumentTypeError(f"expected PORT or HOST:PORT, not {text!r}")
    if port > 65535:
        raise argparse.ArgumentTypeError(f"port {port_text} is out of range (0 to 65535)")
    return host or "127.0.0.1", port


def _positive(text: str) -> int:
    """A whole number from 1 to 10000 (argparse type of --max-connections)."""
    number = _count(text.strip(), 10000)
    if not number or number > 10000:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1 to 10000, not {text!r}")
    return number


def add_arguments(parser) -> None:
    parser.add_argument("--stdio", action="store_true",
                        help="read JSON-line requests on stdin and write one JSON reply per line on stdout")
    parser.add_argument("--http", type=_address, metavar="[HOST:]PORT",
                        help="answer requests POSTed as JSON on http://HOST:PORT/ (an IPv4 address or host name, "
                             "127.0.0.1 unless given; port 0 picks a free one, printed on stderr)")
    parser.add_argument("--max-connections", type=_positive, metavar="N",
                        help=f"with --http: serve at most N connections at once, answering 503 to one more "
                             f"(default {MAX_CONNECTIONS})")
    parser.add_argument("--seats", action="store_true",
                        help=f"every request carries a token: the host token (from --host-token-file, else "
                             f"${HOST_TOKEN_ENV}, else a new one printed on stderr) may do everything; new and load "
                             f"reply with a seat token per player, which sees and answers as that player only")
    parser.add_argument("--host-token-file", metavar="FILE",
                        help="with --seats: the host token is the text of FILE (surrounding whitespace ignored)")


def _check_options(args) -> None:
    """Refuse (ValueError) none or both of --stdio and --http, and an option given where it would be ignored
    (--max-connections with --stdio, --host-token-file without --seats)."""
    if args.stdio == bool(args.http):
        raise ValueError("rootcore serve needs one transport: --stdio or --http [HOST:]PORT")
    if args.stdio and args.max_connections is not None:
        raise ValueError("--max-connections applies to --http only: --stdio serves one client")
    if args.host_token_file is not None and not args.seats:
        raise ValueError("--host-token-file applies to --seats only: without it every client is the host")


def _host_token(args) -> str | None:
    """The host token of --seats (None without): from --host-token-file, else the environment, else a new one,
    printed once on stderr. Never from the command line, where any user of the machine could read it (ps)."""
    if not args.seats:
        return None
    if args.host_token_file is not None:
        where = f"--host-token-file {args.host_token_file}"
        try:
            token = Path(args.host_token_file).read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise ValueError(f"{where}: cannot read the host token: {getattr(exc, 'strerror', None) or exc}") from None
    elif HOST_TOKEN_ENV in os.environ:
        where, token = f"${HOST_TOKEN_ENV}", os.environ[HOST_TOKEN_ENV].strip()
    else:
        token = secrets.token_urlsafe()
        print(f"rootcore serve: host token {token}", file=sys.stderr, flush=True)
        return token
    if not token:
        raise ValueError(f"{where}: the host token is empty")  # anyone could send an empty token
    return token


def run(args) -> int:
    try:
        _check_options(args)
        host_token = _host_token(args)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    seats: dict[str, Any] = {"host_token": host_token} if host_token is not None else {}
    if args.http:
        host, port = args.http
        limit = MAX_CONNECTIONS if args.max_connections is None else args.max_connections
        try:
            httpd = http_server(host, port, max_connections=limit, **seats)
        except OSError as exc:
            print(f"error: cannot listen on {host}:{port}: {exc.strerror or exc}", file=sys.stderr)
            return 2
        host, port = httpd.server_address[:2]
        print(f"rootcore serve: listening on http://{host}:{port}/", file=sys.stderr, flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
        httpd.server_close()
        return 0
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8")
    # The requests are read as bytes: a line that is not UTF-8 is then refused as malformed JSON, where a text
    # stdin would raise while reading it and stop the server, losing the game.
    return serve(getattr(sys.stdin, "buffer", sys.stdin), sys.stdout, **seats)
