"""Names on the boards: the font comes with the install (a pip dependency), not the system,
and it draws Ukrainian, Czech and Spanish names."""

from __future__ import annotations

import font_source_sans_pro

from renders import common


def test_the_board_font_is_the_packaged_one():
    assert common._FONT_FILES[0] == font_source_sans_pro.font_files_ttf["SourceSansProBold"]
    assert "Source Sans" in " ".join(common.font(20).getname())


def test_cyrillic_and_czech_names_have_every_glyph():
    for name in ("Олена", "Їжак Ґудзь", "Jiří Čermák", "Žofie Ůlehlová", "Íñigo Núñez"):
        assert common.clean_label(name, 30) == name
    assert common.clean_label("\U0001F99C Олена", 30) == "Олена"  # emoji the font lacks are dropped
