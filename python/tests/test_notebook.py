"""Executes the notebook examples/tour.ipynb (ctest `python`, issue 16).

No Jupyter is needed: each code cell runs in one namespace as Jupyter runs
it (the value of a final expression is displayed: its _repr_svg_ when it has
one, and its repr), and every output must equal the output stored in the
notebook, so the notebook cannot rot.  `python3 test_notebook.py --write`
stores fresh outputs after an intended change.
"""
import ast
import contextlib
import io
import json
import os
import sys
import unittest

import cgt  # noqa: F401  (the notebook imports it too)

SRC = os.environ.get("CGT_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))
NOTEBOOK = os.path.join(SRC, "examples", "tour.ipynb")


def run_cell(source, ns):
    """The outputs of one code cell, in nbformat 4's shape."""
    tree = ast.parse(source)
    last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(tree, "<cell>", "exec"), ns)
        value = eval(compile(ast.Expression(last.value), "<cell>", "eval"), ns) if last else None
    outputs = []
    if out.getvalue():
        outputs.append({"name": "stdout", "output_type": "stream", "text": out.getvalue()})
    if value is not None:
        data = {"text/plain": repr(value)}
        if hasattr(value, "_repr_svg_"):
            data["image/svg+xml"] = value._repr_svg_()
        outputs.append({"data": data, "execution_count": None, "metadata": {}, "output_type": "execute_result"})
    return outputs


def execute(nb):
    ns = {}
    return [run_cell("".join(c["source"]), ns) if c["cell_type"] == "code" else None for c in nb["cells"]]


class TestNotebook(unittest.TestCase):
    def test_outputs_are_current(self):
        with open(NOTEBOOK, encoding="utf-8") as f:
            nb = json.load(f)
        self.assertEqual(nb["nbformat"], 4)
        got = execute(nb)
        ncode = 0
        for i, (cell, outputs) in enumerate(zip(nb["cells"], got)):
            if cell["cell_type"] != "code":
                continue
            ncode += 1
            with self.subTest(cell=i, source="".join(cell["source"])[:60]):
                self.assertEqual(outputs, cell["outputs"])
        self.assertGreaterEqual(ncode, 6)


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        with open(NOTEBOOK, encoding="utf-8") as f:
            nb = json.load(f)
        for cell, outputs in zip(nb["cells"], execute(nb)):
            if cell["cell_type"] == "code":
                cell["outputs"] = outputs
        with open(NOTEBOOK, "w", encoding="utf-8") as f:
            json.dump(nb, f, indent=1)
            f.write("\n")
    else:
        unittest.main()
