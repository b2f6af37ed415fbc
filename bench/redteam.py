"""The hostile-user run: every example character mutated at every JSON path with every hostile
value, each mutant run through every command, and a count of what went wrong.

    PYTHONPATH=. python bench/redteam.py [--mode character|layout|campaign|war|userpack|links]
                                         [--sample N] [--out DIR]

Modes (what is mutated): ``character``: every example character of the five systems
(``examples/*.json`` and ``examples/<system>/*.json``); ``layout``; ``campaign`` (a Fate
campaign file); ``war``: a war file whose first pair names two example members; ``userpack``:
a 英雄点 user pack (a stat, a kind, a skill) given with ``--pack`` and checked by ``pack
import`` (no ``--yes``: nothing installed); ``links``: a character's ``partner`` given every
hostile link (absolute, ``..``, a symlink out of the folder, NUL, a FIFO, a huge file, …),
where reading any file outside the folder is a failure (``opened-outside``, seen by an audit
hook on "open" events).

For each source, for each JSON path in it (the root, every key, every list item),
for each value in :data:`HOSTILE` (and: the key removed, an unknown key added beside it), a
character file is written and run through ``check``, ``check --json``, ``explain``,
``reaction``, ``export --text -``, ``export --ccfolia -`` and (every ``--pdf-every``-th mutant)
``export --pdf``. The commands run in worker processes through :func:`builder.cli.main.main` (a
fresh interpreter per input would take hours on a laptop); a per-input alarm catches hangs.

A failure is: an exit status outside 0, 1, 2 (3 is the internal-error exit: a bug, counted
on its own line as ``exit 3``), a
traceback or ``internal error`` on any stream, a raw control character on the terminal, output
of ``--json``/``--ccfolia`` that is not JSON, a changed input file, a file left behind in the
output folder, or a hang (more than ``--timeout`` seconds). Failing inputs are copied to
``--out`` with a line in ``failures.jsonl``; the summary gives the counts per command and kind.
Exit 1 if anything failed.
"""
from __future__ import annotations

import argparse
import atexit
import collections
import hashlib
import io
import json
import multiprocessing
import os
import re
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RAW_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")

# value → raw JSON text (some cannot be written by json.dumps: NaN, 1e999, lone surrogates)
HOSTILE: dict[str, str] = {
    "null": "null", "true": "true", "false": "false", "zero": "0", "minus-one": "-1",
    "minus-zero-float": "-0.0", "float": "1.5", "int64": str(2**63), "int-400-digits": "9" * 400,
    "int-5000-digits": "9" * 5000, "inf-1e999": "1e999", "minus-inf": "-1e999", "nan": "NaN",
    "Infinity": "Infinity", "empty-string": '""', "lone-surrogate": '"\\ud800x"',
    "ansi": '"\\u001b[2J\\u001b[31mFAKE\\r\\nok"', "bidi": '"\\u202eevil"', "nul": '"a\\u0000b"',
    "newline": '"a\\nb"', "string-100k": json.dumps("字" * 100_000), "string-300": json.dumps("x" * 300),
    "path-traversal": '"../../../../etc/passwd"', "empty-list": "[]", "empty-object": "{}",
    "list-of-null": "[null]", "list-of-ints": "[1,2,3]", "object-junk": '{"x": {"y": [1]}}',
    "deep-50": "[" * 50 + "]" * 50, "deep-70": "[" * 70 + "]" * 70,
    "long-list": "[" + ",".join(["{}"] * 3000) + "]",
    "format-spec": '"{name.__class__.__mro__}{0:>99999999}"', "html": '"<img src=x><b>b</b>"',
    "number-string": '"1e999"', "big-string-number": '"99999999999999999999999"',
}
SENTINEL = "\u0000SENTINEL\u0000"


def paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, (*prefix, i))


def _set(data, path, value):
    if not path:
        return value
    node = data
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return data


# a campaign file that uses every kind of entry a GM writes (settings, a homebrew skill, a class)
CAMPAIGN = {
    "settings": {"unspent_fp": "error"},
    "skills": [{"id": "homebrew_blade", "name": "剣聖の技", "line": None,
                "pricing": {"type": "fixed", "per_level": 2}}],
    "types": [{"id": "ruler", "name": "ルーラー", "kind": "servant", "gm_entered": True,
               "stats": {"strength": "B", "endurance": "B", "agility": "C", "mana": "A", "luck": "B",
                         "noble_phantasm": "-"}, "skills": [{"skill": "taimaryoku", "level": "A"}]}],
}


def mutants(example: Path | dict, stem: str | None = None):
    """(name, raw bytes) for every path × hostile value, removed keys and added unknown keys."""
    base = json.loads(example.read_text(encoding="utf-8")) if isinstance(example, Path) else example
    example = type("Named", (), {"stem": stem or getattr(example, "stem", "doc")})
    for path in paths(base):
        where = "/".join(map(str, path)) or "ROOT"
        values = {**HOSTILE, **({k: json.dumps(v) for k, v in LINKS.items()} if stem == "links" else {})}
        if stem == "links" and path != ("partner",):
            continue  # the links mode mutates the link only
        for label, raw in values.items():
            data = _set(json.loads(json.dumps(base)), path, SENTINEL)
            text = json.dumps(data, ensure_ascii=False, indent=1).replace(json.dumps(SENTINEL), raw)
            yield f"{example.stem}|{where}|{label}", text.encode("utf-8")
        if path and stem != "links":
            data = json.loads(json.dumps(base))
            parent = data
            for step in path[:-1]:
                parent = parent[step]
            del parent[path[-1]]
            yield f"{example.stem}|{where}|removed", json.dumps(data, ensure_ascii=False).encode()
            if isinstance(parent, dict):
                parent["zz_unknown"] = {"a": [1, "\u001b[31m"]}
                yield f"{example.stem}|{where}|unknown-key", json.dumps(data, ensure_ascii=False).encode()


class Hang(BaseException):
    """Raised by the alarm: BaseException so the CLI's last-resort handler does not catch it."""


def _alarm(signum, frame):
    raise Hang()


def run_main(argv: list[str], timeout: float) -> tuple[int | str, str, str, float]:
    from builder.cli.main import main
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    start = time.perf_counter()
    try:
        code: int | str = main(argv)
    except Hang:
        code = "hang"
    except BaseException as exc:  # noqa: BLE001 - anything escaping main is a failure to count
        code = f"escaped:{type(exc).__name__}"
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        sys.stdout, sys.stderr = saved
    took = time.perf_counter() - start

    def text(stream):
        try:
            stream.flush()
            return stream.buffer.getvalue().decode("utf-8", "replace")
        except ValueError:
            return ""
    return code, text(out), text(err), took


#: the partner links the ``links`` mode writes (besides every HOSTILE value): names of files the
#: worker makes in its folder, and ways out of it
LINKS = {"link-absolute": str(ROOT / "examples" / "master.json"), "link-dotdot": "../../../../etc/passwd",
         "link-symlink-out": "out.json", "link-fifo": "fifo.json", "link-huge": "huge.json",
         "link-nul": "master.json\u0000x", "link-folder": ".", "link-self": "c.json",
         "link-inside": "master.json", "link-backslash": "..\\..\\x.json", "link-drive": "C:x.json",
         "link-unc": "//host/share/x.json", "link-long": "a/" * 300 + "x.json"}

#: a 英雄点 user pack using a stat, a kind and a list entry (the ``userpack`` mode's source)
USERPACK = {"kinds": [{"id": "shadow", "name": "シャドウサーヴァント", "name_en": "Shadow Servant", "line": 19}],
            "stats": [{"id": "EXTRA", "name": "追加", "name_en": "Extra", "group": "main", "scale": "rank",
                       "line": 26, "default": 1}],
            "settings": {}}


def sources(mode: str) -> list[tuple[Path | dict, str | None]]:
    """What ``mode`` mutates: (a file or a document, its stem)."""
    if mode == "character":
        found = sorted((ROOT / "examples").glob("*.json")) + sorted((ROOT / "examples").glob("*/*.json"))
        return [(p, f"{p.parent.name}-{p.stem}" if p.parent.name != "examples" else p.stem) for p in found
                if p.name not in ("side.json", "units.json")]
    if mode == "layout":
        return [(p, None) for p in sorted((ROOT / "exports" / "systems").glob("*/*.json"))]
    if mode == "war":
        from builder.gm.war.model import new_war
        doc = new_war("fate-roll-dice").model_dump(mode="json", exclude_defaults=True)
        doc["pairs"][0].update(master="master.json", servant="saber.json", control="npc")
        doc["summoning"] = {"order": [0], "rolls": [{"pair": 0, "method": "solo", "total": 3}]}
        return [({"schema_version": 1, **doc}, "war")]
    if mode == "userpack":
        return [(USERPACK, "userpack")]
    if mode == "links":
        doc = json.loads((ROOT / "examples" / "saber.json").read_text(encoding="utf-8"))
        doc["partner"] = "master.json"
        return [(doc, "links")]
    return [(CAMPAIGN, "campaign")]


def commands(file: str, work: str, pdf: bool, mode: str = "character") -> dict[str, list[str]]:
    saber = str(ROOT / "examples" / "saber.json")
    if mode == "war":
        cmds = {"war check": ["war", "check", file], "war check --json": ["war", "check", file, "--json"],
                "war export ccfolia DIR": ["war", "export", file, "--ccfolia", os.path.join(work, "room")]}
        if pdf:
            cmds["war export --pdf"] = ["war", "export", file, "--pdf", os.path.join(work, "out.pdf")]
        return cmds
    if mode == "userpack":
        servant = str(ROOT / "examples" / "eiyuten" / "servant.json")
        return {"check --pack": ["check", servant, "--pack", file],
                "export --text - --pack": ["export", servant, "--text", "-", "--pack", file],
                "generate --pack": ["generate", "--system", "eiyuten", "--seed", "1", "--pack", file],
                "pack import (no --yes)": ["pack", "import", file, "--system", "eiyuten"]}
    if mode == "links":
        return {"check": ["check", file], "explain": ["explain", file], "export --text -": ["export", file, "--text", "-"],
                "export --public --discord": ["export", file, "--public", "--discord"],
                "audit": ["audit", file], "diff": ["diff", file, file]}
    if mode == "layout":
        pdf_out = os.path.join(work, "out.pdf")
        return {"export --pdf --layout": ["export", saber, "--pdf", pdf_out, "--layout", file, "--invariant"],
                "export --pdf --layout (roster)": ["export", saber, str(ROOT / "examples" / "master.json"),
                                                   "--pdf", pdf_out, "--layout", file, "--invariant"]}
    if mode == "campaign":
        return {"check --campaign": ["check", saber, "--campaign", file],
                "check --json --campaign": ["check", "--json", saber, "--campaign", file],
                "export --text - --campaign": ["export", saber, "--text", "-", "--campaign", file]}
    cmds = {
        "check": ["check", file], "check --json": ["check", "--json", file, saber],
        "explain": ["explain", file], "reaction": ["reaction", file, saber],
        "export --text -": ["export", file, "--text", "-"],
        "export --ccfolia -": ["export", file, "--ccfolia", "-"],
    }
    if pdf:
        cmds["export --pdf"] = ["export", file, "--pdf", os.path.join(work, "out.pdf"), "--invariant"]
    return cmds


def judge(name: str, code, out: str, err: str) -> list[str]:
    kinds = []
    if code == "hang":
        kinds.append("hang")
    elif isinstance(code, str):
        kinds.append("escaped-exception")
    elif code not in (0, 1, 2):
        kinds.append(f"exit-{code}")
    if "Traceback" in out + err:
        kinds.append("traceback")
    if "internal error" in err:
        kinds.append("internal-error")
    if RAW_CONTROL.search(out) or RAW_CONTROL.search(err):
        kinds.append("raw-control-character")
    if code in (0, 1, 2) and ("--json" in name or "--ccfolia" in name) and out.strip():
        try:
            json.loads(out)
        except ValueError:
            kinds.append("invalid-json")
    if name.startswith("check --json") and code in (0, 1, 2) and not out.strip():
        kinds.append("no-json")
    return kinds


_opened: list[str] = []


def _watch_opens(event: str, args: tuple) -> None:
    if event == "open" and args and isinstance(args[0], (str, bytes)):
        _opened.append(os.fsdecode(args[0]))


def _outside_opens(work: str) -> bool:
    """A file the run opened that lies outside ``work`` and is a character or a system file
    (the interpreter's own modules and the bundled packs are not counted)."""
    for name in _opened:
        if "\0" in name:
            return True
        real = os.path.realpath(name)
        if real.startswith(os.path.realpath(work) + os.sep):
            continue
        if real == "/etc/passwd" or real.startswith(str(ROOT / "examples")):
            return True
    return False


def _links_folder(work: str) -> None:
    """The files the ``links`` mode's partners name: a Master inside, a link out, a FIFO, a huge file."""
    import shutil
    shutil.copy(ROOT / "examples" / "master.json", os.path.join(work, "master.json"))
    os.symlink(ROOT / "examples" / "master.json", os.path.join(work, "out.json"))
    os.mkfifo(os.path.join(work, "fifo.json"))
    with open(os.path.join(work, "huge.json"), "wb") as f:
        f.truncate(6 * 1024 * 1024)


KEPT = {"character": {"c.json", "out.pdf"}, "layout": {"c.json", "out.pdf"}, "campaign": {"c.json", "out.pdf"},
        "war": {"c.json", "out.pdf", "room", "saber.json", "master.json"}, "userpack": {"c.json"},
        "links": {"c.json", "master.json", "out.json", "fifo.json", "huge.json"}}


def worker(job):
    index, name, raw, timeout, pdf, selected, mode = job
    results = []
    if mode == "links" and _watch_opens not in getattr(worker, "hooked", ()):
        sys.addaudithook(_watch_opens)
        worker.hooked = (_watch_opens,)
    with tempfile.TemporaryDirectory() as work:
        file = os.path.join(work, "c.json")
        Path(file).write_bytes(raw)
        if mode == "war":
            import shutil
            for member in ("saber.json", "master.json"):
                shutil.copy(ROOT / "examples" / member, os.path.join(work, member))
        elif mode == "links":
            _links_folder(work)
        digest = hashlib.sha256(raw).hexdigest()
        for cname, argv in commands(file, work, pdf, mode).items():
            if selected and cname not in selected:
                continue
            _opened.clear()
            code, out, err, took = run_main(argv, timeout)
            kinds = judge(cname, code, out, err)
            if mode == "links" and _outside_opens(work):
                kinds.append("opened-outside")
            if hashlib.sha256(Path(file).read_bytes()).hexdigest() != digest:
                kinds.append("input-changed")
            left = sorted(set(os.listdir(work)) - KEPT[mode])
            if left:
                kinds.append("file-left-behind")
            if os.path.exists(os.path.join(work, "out.pdf")):
                os.unlink(os.path.join(work, "out.pdf"))
            results.append((name, cname, code, kinds, err[-300:], round(took, 2)))
    return index, raw, results


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sample", type=int, default=0, help="only every N-th mutant")
    ap.add_argument("--pdf-every", type=int, default=25)
    ap.add_argument("--timeout", type=float, default=10)
    ap.add_argument("--commands", default="")
    ap.add_argument("--mode", choices=tuple(KEPT), default="character",
                    help="what is mutated: characters, layouts (--layout), campaigns (--campaign), war files, "
                    "user packs (--pack) or partner links")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "grail-redteam"))
    args = ap.parse_args()
    selected = set(filter(None, args.commands.split(",")))
    home = tempfile.mkdtemp(prefix="grail-redteam-home-")  # crash reports, user packs: not the user's
    atexit.register(shutil.rmtree, home, ignore_errors=True)  # and not left in /tmp after the run
    for var in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())
    jobs = []
    for source, stem in sources(args.mode):
        for name, raw in mutants(source, stem):
            jobs.append((len(jobs), name, raw))
    if args.sample:
        jobs = jobs[::args.sample]
    jobs = [(i, n, r, args.timeout, i % args.pdf_every == 0, selected, args.mode) for i, n, r in jobs]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tried: collections.Counter = collections.Counter()
    failed: collections.Counter = collections.Counter()
    clean = exit3 = 0
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs, maxtasksperchild=500) as pool, \
            open(out / "failures.jsonl", "w", encoding="utf-8") as log:
        for index, raw, results in pool.imap_unordered(worker, jobs, chunksize=8):
            for name, cname, code, kinds, err, took in results:
                tried[cname] += 1
                clean += not kinds
                exit3 += code == 3
                for kind in kinds:
                    failed[(cname, kind)] += 1
                if kinds:
                    (out / f"{index}.json").write_bytes(raw)
                    log.write(json.dumps({"input": f"{index}.json", "mutant": name, "command": cname,
                                          "exit": code, "kinds": kinds, "stderr": err,
                                          "seconds": took}, ensure_ascii=True) + "\n")
    took = time.perf_counter() - start
    print(f"{len(jobs)} mutants, {sum(tried.values())} command runs in {took:.0f} s: "
          f"{clean} clean, {exit3} exit 3")
    for cname, n in sorted(tried.items()):
        print(f"  {cname:22} {n:6} inputs")
    print("failures:" if failed else "no failures")
    for (cname, kind), n in sorted(failed.items()):
        print(f"  {cname:22} {kind:24} {n}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
