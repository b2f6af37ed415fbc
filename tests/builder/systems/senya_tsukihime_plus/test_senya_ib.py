"""千夜月姫+ (003_4a32dc54997efc16.txt) L480–481, L625: an インフィニティ・ブレイク registers 「自分が
取得している特技の1つ」: an IB naming a 特技 the character does not have is an error on the entry."""
from __future__ import annotations

import json

import pytest

from builder.kit.build import DataBuild
from builder.kit.evaluate import evaluate
from builder.core.packs import load_pack
from tests.conftest import ROOT

PC = ROOT / "examples" / "senya-tsukihime-plus" / "pc.json"  # 特技 ダーク, IB ダーク


@pytest.fixture(scope="module")
def pack():
    return load_pack("senya-tsukihime-plus", user_layer=False)


def with_ib(name):
    data = json.loads(PC.read_text(encoding="utf-8"))
    data["lists"]["ib"] = [{"name": name, "type": "normal"}]
    return DataBuild.model_validate(data)


def ib_findings(pack, build):
    return [(f.severity, f.code, f.path, f.rule.line) for f in evaluate(pack, build).findings
            if f.path.startswith("/lists/ib")]


def test_an_ib_of_a_skill_the_character_lacks_is_an_error(pack):
    assert ib_findings(pack, with_ib("ツバメ返し")) == [("error", "data.entry", "/lists/ib/0", 625)]


def test_an_ib_of_its_own_skill_passes(pack):
    assert ib_findings(pack, with_ib("ダーク")) == []
