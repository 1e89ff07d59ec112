"""octal_survey.py CGT SRCDIR - `cgt octal --survey D` (a sweep over every code of
D digits, in worker processes) against Czajka's table of trivial octal games
(tests/data/octal/tczajka_TrivialGames.md, github.com/tczajka/octal-games, MIT;
see tests/data/octal/PROVENANCE.md): every listed game .d1..dD with D <= 3 is in
the survey with the listed prefix (preperiod) and period, proven; and a survey
run with 1 and with 3 worker processes gives the same JSON, time aside."""
import json
import os
import subprocess
import sys

cgt, src = sys.argv[1], sys.argv[2]
table = os.path.join(src, "tests", "data", "octal", "tczajka_TrivialGames.md")
rows = {}
with open(table, encoding="utf-8") as f:
    for line in f:
        cells = [c.strip() for c in line.split("|")]
        if len(cells) == 4 and cells[0].startswith(".") and cells[1].isdigit():
            rows[cells[0]] = (int(cells[1]), int(cells[2]))
fails = 0
checked = 0
for digits in (1, 2, 3):
    out = {}
    for jobs in (1, 3):
        run = subprocess.run([cgt, "--json", "octal", "--survey", str(digits), "--upto", "2000",
                              "--jobs", str(jobs)], capture_output=True, text=True, check=False)
        if run.returncode != 0:
            print(f"FAIL: survey {digits} --jobs {jobs} exited {run.returncode}: {run.stderr}")
            sys.exit(1)
        out[jobs] = json.loads(run.stdout)
    if out[1] != out[3]:
        print(f"FAIL: survey {digits}: 1 and 3 worker processes differ")
        fails += 1
    survey = {c["code"]: c for c in out[1]["per_code"]}
    if out[1]["codes"] != 7 * 8 ** (digits - 1) or len(survey) != out[1]["codes"]:
        print(f"FAIL: survey {digits}: {out[1]['codes']} codes")
        fails += 1
    for code, (prefix, period) in rows.items():
        if len(code) != digits + 1:
            continue
        checked += 1
        got = survey.get(code)
        if not got or not got["period_proven"] or (got["preperiod"], got["period"]) != (prefix, period):
            print(f"FAIL: {code}: Czajka prefix {prefix} period {period}, survey {got}")
            fails += 1
print(f"{checked} of Czajka's games checked, {fails} failed")
sys.exit(1 if fails or checked < 20 else 0)
