"""Every numbered rule of the canonical Law is cited by number in a test that checks it and at the place in the code
that carries it out, so that a rule's number finds both (README, "Where the rules live"). The rules are listed by
number and name, their sub-rules (`4.3.2.I`) too, in tests/data/law_rules.toml, with the reason for each one exempted
(an overview, table talk, a step the engine does not model). A citation is the number as a token (`Law 7.2.3`,
`(7.2.3.I)`) or a test named after it (`..._law_7_2_3`); a sub-rule's citation does not cite its parent."""
from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAW = tomllib.loads((ROOT / "tests" / "data" / "law_rules.toml").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def _text(places: tuple[str, ...], patterns: tuple[str, ...] = ("*.py",)) -> str:
    """The files matching `patterns` under `places`, this one left out."""
    files = [p for place in places for pattern in patterns for p in sorted((ROOT / place).rglob(pattern))]
    return "\n".join(p.read_text(encoding="utf-8") for p in files if p.name != Path(__file__).name)


def cited(number: str, text: str) -> bool:
    """Whether `text` cites rule `number`: as a token not followed by a sub-rule's digits, or in a test name."""
    not_a_sub_rule = r"(?!\d|\.\d|_\d|\.[IVX]+\b|_[ivx]+(?![a-z]))"  # 7.2.3, not 7.2.3.1 or 7.2.3.II
    if re.search(r"(?<![\w.])" + re.escape(number) + not_a_sub_rule + r"(?![A-Za-z])", text):  # not "{x:10.1f}"
        return True
    name = "law_" + number.lower().replace(".", "_") + not_a_sub_rule
    return re.search(name, text, re.IGNORECASE) is not None  # test names write sub-rules either way: law_3_3_1_I


def _uncited(text: str) -> list[str]:
    return [f"{n} ({name})" for n, name in LAW["rules"].items() if n not in LAW["exempt"] and not cited(n, text)]


def test_every_rule_is_cited_by_a_test():
    missing = _uncited(_text(("tests",)))
    assert not missing, ("rules no test cites by number: write or find the test that checks each, cite it there, "
                         f"or exempt it with a reason in tests/data/law_rules.toml: {', '.join(missing)}")


def test_every_rule_is_cited_where_the_code_carries_it_out():
    missing = _uncited(_text(("rootcore", "plugins", "content"), ("*.py", "*.toml")))  # content carries some rules
    assert not missing, ("rules no code cites by number: add `# Law N` where each is carried out, or exempt it "
                         f"with a reason in tests/data/law_rules.toml: {', '.join(missing)}")


def test_exemptions_name_listed_rules_with_a_reason():
    assert set(LAW["exempt"]) <= set(LAW["rules"]), set(LAW["exempt"]) - set(LAW["rules"])
    assert all(isinstance(why, str) and why.strip() for why in LAW["exempt"].values())


def test_citations_are_read_as_tokens():
    """The reader the two checks above rely on: a number inside a longer one, or a sub-rule, cites nothing."""
    assert cited("7.2.3", "# Law 7.2.3: the hits") and cited("7.2.3", "def test_disdain_law_7_2_3():")
    assert cited("7.2.3", "(7.2.3.)") and cited("4.3.2.I", "(Law 4.3.2.I)")
    assert not cited("7.2", "Law 7.2.3") and not cited("4.3.2", "Law 14.3.2") and not cited("7.2", "law_7_2_3")
    assert not cited("4.3.2", "(4.3.2.I)") and not cited("4.3.2", "law_4_3_2_ii") and cited("4.3.2", "law_4_3_2_in_a")
    assert cited("4.3.2.I", "law_4_3_2_i_max") and cited("4.3.2.I", "law_4_3_2_I") and not cited("4.3.2.I", "4.3.2.II")
    assert not cited("4.3.2", "law_4_3_2_II")
    assert not cited("1.1", "version 1.1.2") and not cited("2.1", "0.2.1") and not cited("10.1", "{rate:10.1f}")
