"""The hostile-user run: every example character mutated at every JSON path with every hostile
value, each mutant run through every command, and a count of what went wrong.

    PYTHONPATH=. python bench/redteam.py [--mode character|layout|campaign] [--sample N] [--out DIR]

For each ``examples/*.json``, for each JSON path in it (the root, every key, every list item),
for each value in :data:`HOSTILE` (and: the key removed, an unknown key added beside it), a
character file is written and run through ``check``, ``check --json``, ``explain``,
``reaction``, ``export --text -``, ``export --ccfolia -`` and (every ``--pdf-every``-th mutant)
``export --pdf``. The commands run in worker processes through :func:`builder.cli.main` (a
fresh interpreter per input would take hours on a laptop); a per-input alarm catches hangs.

A failure is: an exit status outside 0, 1, 2 (3 is the internal-error exit: a bug), a
traceback or ``internal error`` on any stream, a raw control character on the terminal, output
of ``--json``/``--ccfolia`` that is not JSON, a changed input file, a file left behind in the
output folder, or a hang (more than ``--timeout`` seconds). Failing inputs are copied to
``--out`` with a line in ``failures.jsonl``; the summary gives the counts per command and kind.
Exit 1 if anything failed.
"""
from __future__ import annotations

import argparse
import collections
import hashlib
import io
import json
import multiprocessing
import os
import re
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
        for label, raw in HOSTILE.items():
            data = _set(json.loads(json.dumps(base)), path, SENTINEL)
            text = json.dumps(data, ensure_ascii=False, indent=1).replace(json.dumps(SENTINEL), raw)
            yield f"{example.stem}|{where}|{label}", text.encode("utf-8")
        if path:
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
    from builder.cli import main
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


def commands(file: str, work: str, pdf: bool, mode: str = "character") -> dict[str, list[str]]:
    saber = str(ROOT / "examples" / "saber.json")
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


def worker(job):
    index, name, raw, timeout, pdf, selected, mode = job
    results = []
    with tempfile.TemporaryDirectory() as work:
        file = os.path.join(work, "c.json")
        Path(file).write_bytes(raw)
        digest = hashlib.sha256(raw).hexdigest()
        for cname, argv in commands(file, work, pdf, mode).items():
            if selected and cname not in selected:
                continue
            code, out, err, took = run_main(argv, timeout)
            kinds = judge(cname, code, out, err)
            if hashlib.sha256(Path(file).read_bytes()).hexdigest() != digest:
                kinds.append("input-changed")
            left = sorted(set(os.listdir(work)) - {"c.json", "out.pdf"})
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
    ap.add_argument("--mode", choices=("character", "layout", "campaign"), default="character",
                    help="what is mutated: characters, layouts (--layout) or campaigns (--campaign)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--out", default=str(Path(tempfile.gettempdir()) / "grail-redteam"))
    args = ap.parse_args()
    selected = set(filter(None, args.commands.split(",")))
    home = tempfile.mkdtemp(prefix="grail-redteam-home-")  # crash reports, user packs: not the user's
    for var in ("XDG_STATE_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())
    jobs = []
    if args.mode == "character":
        sources = [(p, None) for p in sorted((ROOT / "examples").glob("*.json"))]
    elif args.mode == "layout":
        sources = [(p, None) for p in sorted((ROOT / "exports" / "systems").glob("*/*.json"))]
    else:
        sources = [(CAMPAIGN, "campaign")]
    for source, stem in sources:
        for name, raw in mutants(source, stem):
            jobs.append((len(jobs), name, raw))
    if args.sample:
        jobs = jobs[::args.sample]
    jobs = [(i, n, r, args.timeout, i % args.pdf_every == 0, selected, args.mode) for i, n, r in jobs]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tried: collections.Counter = collections.Counter()
    failed: collections.Counter = collections.Counter()
    start = time.perf_counter()
    with multiprocessing.Pool(args.jobs, maxtasksperchild=500) as pool, \
            open(out / "failures.jsonl", "w", encoding="utf-8") as log:
        for index, raw, results in pool.imap_unordered(worker, jobs, chunksize=8):
            for name, cname, code, kinds, err, took in results:
                tried[cname] += 1
                for kind in kinds:
                    failed[(cname, kind)] += 1
                if kinds:
                    (out / f"{index}.json").write_bytes(raw)
                    log.write(json.dumps({"input": f"{index}.json", "mutant": name, "command": cname,
                                          "exit": code, "kinds": kinds, "stderr": err,
                                          "seconds": took}, ensure_ascii=True) + "\n")
    took = time.perf_counter() - start
    print(f"{len(jobs)} mutants, {sum(tried.values())} command runs in {took:.0f} s")
    for cname, n in sorted(tried.items()):
        print(f"  {cname:22} {n:6} inputs")
    print("failures:" if failed else "no failures")
    for (cname, kind), n in sorted(failed.items()):
        print(f"  {cname:22} {kind:24} {n}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
