"""Serve one game to programs in any language, as JSON lines or HTTP (rootcore serve --stdio | --http PORT).

Each request is one JSON object with an `op` and an optional `id` (echoed back): one line on stdin, or the
body of an HTTP POST to any path. Each reply is one JSON object with `ok` and, on failure, `error`: one line
on stdout, or the body of the HTTP response (status 200, or 400 when `ok` is false). A failed request changes
nothing.

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

new, pending, choose, load and undo reply with the status. Given a "player" (a faction, or null for an
observer), its pending decision is as views show it to that player: in full, options included, for the
player who decides, and only who decides and its kind for anyone else. Without "player" it is in full:
that is for the program hosting the game, not for relaying to players.

Nothing but replies is written to stdout (anything a plugin prints goes to stderr). The HTTP server listens
on 127.0.0.1 unless given another host, answers one request at a time, and has no access control: every
client plays the same game.
"""
from __future__ import annotations

import argparse
import json
import sys
import threading
import warnings
from typing import Any

from rootcore.decisions import RootcoreError

OPS = ("new", "pending", "choose", "view", "info", "events", "save", "load", "undo", "quit")


class RequestError(Exception):
    """A request the server refuses; its message is the reply's `error`."""


class Server:
    """The state of one connection: at most one game. `handle(request)` answers one request (a dict
    or a JSON line) with a reply dict; it never raises."""

    def __init__(self):
        self.game = None
        self.done = False

    def handle(self, request: Any) -> dict:
        req_id = None
        try:
            if isinstance(request, (str, bytes)):
                try:
                    request = json.loads(request)
                except (json.JSONDecodeError, UnicodeDecodeError) as exc:
                    raise RequestError(f"malformed JSON: {exc}") from None
            if not isinstance(request, dict):
                raise RequestError(f"a request must be a JSON object, not {type(request).__name__}")
            req_id = request.get("id")
            op = request.get("op")
            if op is None:
                raise RequestError(f"missing field 'op' (one of: {', '.join(OPS)})")
            if op not in OPS:
                raise RequestError(f"unknown op {op!r} (one of: {', '.join(OPS)})")
            reply = getattr(self, f"op_{op}")(request)
            reply = {"ok": True, **reply}
        except RequestError as exc:
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
        return reply

    # -- helpers --------------------------------------------------------------------------------------

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
            if player not in game.state.factions:
                raise RequestError(f"unknown player {player!r} (factions: {', '.join(game.state.factions)})")
        return player

    def _status(self, request: dict, game=None) -> dict:
        """Where `game` (default the server's) stands. With a "player" in the request, the pending decision as
        that player may see it (`views.pending_for`); without, in full, for the program hosting the game."""
        from rootcore.views import pending_for, turn_fields
        game = game if game is not None else self.game
        if "player" in request:
            pending = pending_for(game, self._player(request, required=False, game=game))
        else:
            pending = game.pending.to_json() if game.pending is not None else None
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
        reply = self._status(request, game)  # an unknown player is refused before the game changes
        self.game = game
        return {**reply, "config": _config_json(game), "warnings": warnings_told(game, caught)}

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
            if player != game.pending.player:
                raise RequestError(f"the pending decision is for {game.pending.player!r}, not {player!r}")
        game.choose(option)  # IllegalChoice (changing nothing) if the id is not offered
        return self._status(request)

    def op_view(self, request: dict) -> dict:
        game = self._need_game()
        player = self._player(request, required=True)
        return {"view": game.view(player)}

    def op_info(self, request: dict) -> dict:
        from rootcore.views import game_info
        return {"info": game_info(self._need_game())}

    def op_events(self, request: dict) -> dict:
        from rootcore.views import events_for
        game = self._need_game()
        since = request.get("since", 0)
        if not isinstance(since, int) or isinstance(since, bool) or since < 0:
            raise RequestError("field 'since' must be a non-negative integer (an event index)")
        since = min(since, len(game.events))
        if "player" in request:
            events = events_for(game.events, self._player(request, required=False), since)
        else:
            events = game.events[since:]
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
        reply = self._status(request, game)  # an unknown player is refused before the game changes
        self.game = game
        return reply

    def op_undo(self, request: dict) -> dict:
        import rootcore
        game = self._need_game()
        count = request.get("choices", 1)
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise RequestError("field 'choices' must be a positive integer (how many choices to take back)")
        if count > len(game.log):
            raise RequestError(f"cannot take back {count} choice(s): the game has {len(game.log)}")
        save = game.to_json()
        del save["state"]  # the state after every choice, which the shorter replay does not reach
        save["choices"] = save["choices"][:-count]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            game = rootcore.load_game(save)
        reply = self._status(request, game)  # an unknown player is refused before the game changes
        self.game = game
        return reply

    def op_quit(self, request: dict) -> dict:
        self.done = True
        return {"bye": True}


def _config_json(game) -> dict:
    from rootcore.engine import config_to_dict
    return config_to_dict(game.config)


def answer(server: Server, request: Any) -> tuple[bool, str]:
    """`server`'s reply to one request, as (ok, JSON text). While the request is handled, sys.stdout is
    redirected to stderr, so that nothing a plugin prints mixes with the replies."""
    real_stdout = sys.stdout
    sys.stdout = sys.stderr
    try:
        reply = server.handle(request)
    finally:
        sys.stdout = real_stdout
    try:
        return reply["ok"], json.dumps(reply, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        return False, json.dumps({"ok": False, "error": f"internal error: the reply is not JSON: {exc}",
                                  **({"id": reply["id"]} if "id" in reply else {})})


def serve(input=None, output=None) -> int:
    """Answer JSON-line requests from `input` on `output` until `quit` or the end of input."""
    input = input if input is not None else sys.stdin
    output = output if output is not None else sys.stdout
    server = Server()
    while not server.done:
        line = input.readline()
        if not line:
            break
        if not line.strip():
            continue
        output.write(answer(server, line)[1] + "\n")
        output.flush()
    return 0


def http_server(host: str = "127.0.0.1", port: int = 0):
    """An HTTP server (not yet serving: call its `serve_forever()`) answering requests POSTed as JSON bodies,
    for one game; `quit` stops it. Port 0 picks a free port: `server_address` says which."""
    from http.server import BaseHTTPRequestHandler, HTTPServer
    game_server = Server()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            length = self.headers.get("Content-Length") or "0"
            if not length.isdigit():
                self.reply(False, json.dumps({"ok": False, "error": f"bad Content-Length {length!r}"}))
                return
            self.reply(*answer(game_server, self.rfile.read(int(length))))
            if game_server.done:  # shutdown() waits for serve_forever, which waits for this handler
                threading.Thread(target=httpd.shutdown, daemon=True).start()

        def do_GET(self):
            self.reply(False, json.dumps({"ok": False, "error": 'POST a JSON request, such as {"op": "pending"}'}))

        def reply(self, ok: bool, text: str) -> None:
            body = text.encode("utf-8")
            self.send_response(200 if ok else 400)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format, *args):  # no line per request on stderr
            pass

    httpd = HTTPServer((host, port), Handler)
    return httpd


def _address(text: str) -> tuple[str, int]:
    """`PORT` or `HOST:PORT` (argparse type of --http)."""
    host, _, port = text.rpartition(":")
    if not port.isdigit():
        raise argparse.ArgumentTypeError(f"expected PORT or HOST:PORT, not {text!r}")
    return host or "127.0.0.1", int(port)


def add_arguments(parser) -> None:
    parser.add_argument("--stdio", action="store_true",
                        help="read JSON-line requests on stdin and write one JSON reply per line on stdout")
    parser.add_argument("--http", type=_address, metavar="[HOST:]PORT",
                        help="answer requests POSTed as JSON on http://HOST:PORT/ (host 127.0.0.1 unless given; "
                             "port 0 picks a free one, printed on stderr)")


def run(args) -> int:
    if args.stdio == bool(args.http):
        print("error: rootcore serve needs one transport: --stdio or --http [HOST:]PORT", file=sys.stderr)
        return 2
    if args.http:
        httpd = http_server(*args.http)
        host, port = httpd.server_address[:2]
        print(f"rootcore serve: listening on http://{host}:{port}/", file=sys.stderr, flush=True)
        try:
            httpd.serve_forever()
        except KeyboardInterrupt:
            pass
        httpd.server_close()
        return 0
    for stream in (sys.stdin, sys.stdout):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(encoding="utf-8")
    return serve(sys.stdin, sys.stdout)
