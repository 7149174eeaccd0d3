"""Parses style sheets with tinycss2 and checks every color() names a space CSS knows.

Usage: css-syntax-check.py SHEET.css...  Prints one line per sheet; exits 1 on any problem.
A problem is a parse error anywhere (rules, at-rule bodies, declarations, values), a color()
whose first token is neither a CSS Color 4 predefined space nor a dashed ident declared by an
@color-profile rule with a url() source in the same sheet, or a sheet with no rules at all.
"""
import sys

import tinycss2

PREDEFINED = {"srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz", "xyz-d50", "xyz-d65"}


def check(path):
    problems = []
    profiles = set()
    colors = []  # (space token, line)

    def errors(nodes, where):
        for n in nodes:
            if n.type == "error":
                problems.append(f"{where}: parse error at {n.source_line}:{n.source_column}: {n.message}")

    def values(tokens, where):
        for t in tokens:
            if t.type == "error":
                problems.append(f"{where}: parse error at {t.source_line}:{t.source_column}: {t.message}")
            if t.type == "function":
                if t.lower_name == "color":
                    args = [a for a in t.arguments if a.type not in ("whitespace", "comment")]
                    colors.append((args[0] if args else None, t.source_line))
                values(t.arguments, where)
            elif t.type in ("() block", "[] block", "{} block"):
                values(t.content, where)

    def declarations(content, where):
        items = tinycss2.parse_blocks_contents(content, skip_whitespace=True, skip_comments=True)
        for d in items:
            if d.type == "error":
                problems.append(f"{where}: parse error at {d.source_line}:{d.source_column}: {d.message}")
            elif d.type == "declaration":
                values(d.value, f"{where} {d.name}")
            elif d.type in ("qualified-rule", "at-rule"):
                rule(d)

    def rule(r):
        if r.type == "error":
            problems.append(f"parse error at {r.source_line}:{r.source_column}: {r.message}")
        elif r.type == "qualified-rule":
            values(r.prelude, "selector")
            declarations(r.content, tinycss2.serialize(r.prelude).strip())
        elif r.type == "at-rule":
            values(r.prelude, f"@{r.lower_at_keyword}")
            if r.content is None:
                problems.append(f"@{r.lower_at_keyword} at {r.source_line} has no block")
                return
            if r.lower_at_keyword == "color-profile":
                idents = [t for t in r.prelude if t.type == "ident"]
                body = tinycss2.parse_declaration_list(r.content, skip_whitespace=True, skip_comments=True)
                errors(body, "@color-profile")
                srcs = [d for d in body if d.type == "declaration" and d.lower_name == "src"]
                has_url = any(t.type == "url" or (t.type == "function" and t.lower_name == "url") for d in srcs for t in d.value)
                if len(idents) == 1 and idents[0].value.startswith("--") and has_url:
                    profiles.add(idents[0].value)
                else:
                    problems.append(f"@color-profile at {r.source_line}: expected a dashed ident and src: url(…)")
            elif r.lower_at_keyword in ("media", "supports"):
                for inner in tinycss2.parse_rule_list(r.content, skip_whitespace=True, skip_comments=True):
                    rule(inner)
            else:
                problems.append(f"unexpected @{r.lower_at_keyword} at {r.source_line}")

    with open(path, encoding="utf-8") as f:
        rules = tinycss2.parse_stylesheet(f.read(), skip_whitespace=True, skip_comments=True)
    if not any(r.type == "qualified-rule" for r in rules):
        problems.append("no rules")
    for r in rules:
        rule(r)
    for token, line in colors:
        if token is None or token.type != "ident":
            problems.append(f"line {line}: color() does not start with a space name")
        elif token.value.startswith("--"):
            if token.value not in profiles:
                problems.append(f"line {line}: color({token.value} …) has no @color-profile {token.value} rule")
        elif token.lower_value not in PREDEFINED:
            problems.append(f"line {line}: color({token.value} …) is not a CSS predefined space")
    return problems, len(colors)


def main(paths):
    failed = 0
    for path in paths:
        problems, count = check(path)
        name = path.rsplit("/", 1)[-1]
        if problems:
            failed += 1
            print(f"FAIL {name}: {len(problems)} problem(s)")
            for p in problems[:20]:
                print(f"  {p}")
        else:
            print(f"ok   {name}: {count} color() values")
    print(f"{len(paths) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
