"""A UK home-test portal's results page saved from the browser as "Web page, complete": the results are a grid
of divs (no table), with range bars, previous results, a hidden row template, a cookie banner and scripts; the
page's _files folder was not kept."""
import html as H
from rows import HTML_ROWS, HTML_DATE
from ident import *  # noqa

NAME = "BrightBlood - Your results - Advanced Well Woman.html"
F = "./BrightBlood - Your results - Advanced Well Woman_files"
PREV_DATE = "2024-03-21"

def bar(value, rng):
    return '<div class="bb-bar"><span class="bb-bar-fill" style="left:48%"></span></div>'

def build(c):
    e = H.escape
    out = []
    sec = None
    for section, label, code, value, unit, rng, status, prev in HTML_ROWS:
        if section != sec:
            if sec:
                out.append("</div></section>")
            sec = section
            out.append(f'<section class="bb-section"><div class="bb-section-title"><h3>{e(section)}</h3>'
                       f'<a class="bb-learn" href="https://brightblood.example/learn/{section.lower().replace(" ", "-")}">Learn more</a></div>'
                       '<div class="bb-grid" role="table">'
                       '<div class="bb-row bb-row--head" role="row"><div role="columnheader">Biomarker</div>'
                       '<div role="columnheader">Your result</div><div role="columnheader">Range</div>'
                       '<div role="columnheader">Status</div><div role="columnheader">Previous</div></div>')
        cls = "bb-status--ok" if status == "Normal" else "bb-status--high"
        prevhtml = (f'<span class="bb-prev-val">{e(prev)}</span> <span class="bb-prev-date">21 Mar 2024</span>'
                    if prev else '<span class="bb-prev-none">–</span>')
        out.append(f'<div class="bb-row" role="row" data-marker="{e(code.lower())}">'
                   f'<div class="bb-cell bb-name" role="cell">{e(label)} <button class="bb-info" aria-label="About {e(label)}">ⓘ</button></div>'
                   f'<div class="bb-cell bb-value" role="cell"><span class="bb-num">{e(value)}</span> <span class="bb-unit">{e(unit)}</span></div>'
                   f'<div class="bb-cell bb-range" role="cell">{e(rng) if rng else "<span class=bb-muted>No range</span>"}{bar(value, rng)}</div>'
                   f'<div class="bb-cell bb-status {cls}" role="cell">{e(status)}</div>'
                   f'<div class="bb-cell bb-prev" role="cell">{prevhtml}</div></div>')
        c.add(NAME, label, code, HTML_DATE, value, unit, rng or None, status != "Normal", [label, value, unit, rng, status])
        if prev:
            c.EXCLUDED.append({"doc": NAME, "label_as_printed": label, "printed": f"Previous: {prev} 21 Mar 2024",
                               "why": "an earlier result shown for comparison, with its own date",
                               "tolerated": {"code": code, "date": PREV_DATE, "value": float(prev), "comparator": None, "unit": unit}})
    out.append("</div></section>")
    page = f"""<!DOCTYPE html>
<!-- saved from url=(0067)https://portal.brightblood.example/results/BB-2024-118934/overview -->
<html lang="en-GB" class="js no-touch"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your results – Advanced Well Woman | BrightBlood</title>
<link rel="stylesheet" href="{F}/app.8c21f0d4.css">
<link rel="icon" href="{F}/favicon.ico">
<script async="" src="{F}/gtm.js"></script><script src="{F}/runtime.3a9e.js"></script>
<style>.bb-grid{{display:grid;grid-template-columns:1fr}}.bb-row{{display:grid;grid-template-columns:2fr 1.3fr 1.5fr 1fr 1.2fr;border-bottom:1px solid #e3e3ea;padding:10px 0}}
.bb-row--head{{font-size:12px;color:#667;text-transform:uppercase}}.bb-status--high{{color:#c2410c}}.bb-bar{{height:4px;background:#e5e7eb;position:relative}}
.bb-template{{display:none}}</style></head>
<body class="page-results">
<div id="onetrust-banner" class="cookie-banner" role="dialog"><p>We use cookies to improve your experience. By clicking “Accept all” you agree to our use of cookies.</p>
<button>Accept all</button><button>Manage preferences</button></div>
<header class="bb-header"><a class="bb-logo" href="https://portal.brightblood.example/"><img src="{F}/logo.svg" alt="BrightBlood"></a>
<nav><a href="https://portal.brightblood.example/dashboard">Dashboard</a><a class="active" href="https://portal.brightblood.example/results">Results</a>
<a href="https://portal.brightblood.example/shop">Shop tests</a><a href="https://portal.brightblood.example/account">Account</a></nav>
<div class="bb-user">Hello, Katarzyna <span class="bb-avatar">KO</span></div></header>
<main class="bb-main">
<a class="bb-back" href="https://portal.brightblood.example/results">← All results</a>
<h1>Advanced Well Woman Blood Test</h1>
<div class="bb-meta">
<div><span class="bb-k">Name</span> <span class="bb-v">{e(PAT_EN)}</span></div>
<div><span class="bb-k">Date of birth</span> <span class="bb-v">{BIRTH_UK}</span></div>
<div><span class="bb-k">Sample ID</span> <span class="bb-v">BB-2024-118934</span></div>
<div><span class="bb-k">Sample collected</span> <span class="bb-v">14 Nov 2024, 09:12</span></div>
<div><span class="bb-k">Received at lab</span> <span class="bb-v">15 Nov 2024</span></div>
<div><span class="bb-k">Report issued</span> <span class="bb-v">16 Nov 2024</span></div>
<div><span class="bb-k">Kit sent to</span> <span class="bb-v">{e(UK_ADDR)}, Leeds {UK_POST}</span></div>
</div>
<div class="bb-summary"><h2>Doctor's comments</h2><p>Your cholesterol and LDL are slightly above the ideal range; the rest of your
results are within normal limits. Your ferritin has improved since March. Consider repeating the lipid profile in 6 months.</p>
<p class="bb-signed">Reviewed by Dr. Rebecca T. Halloran, 16 Nov 2024</p></div>
<div class="bb-legend"><span class="bb-status--ok">Normal</span> <span class="bb-status--high">High</span> <span>Low</span>
<span class="bb-muted">Results shown in UK units. Previous results are from your test of 21 Mar 2024.</span></div>
{''.join(out)}
<div class="bb-template" aria-hidden="true"><div class="bb-row"><div class="bb-cell bb-name">{{{{marker.name}}}}</div>
<div class="bb-cell bb-value"><span class="bb-num">{{{{marker.value}}}}</span> <span class="bb-unit">{{{{marker.unit}}}}</span></div>
<div class="bb-cell bb-range">{{{{marker.low}}}} - {{{{marker.high}}}}</div><div class="bb-cell bb-status">{{{{marker.status}}}}</div></div></div>
<div class="bb-cta"><a href="https://portal.brightblood.example/shop/retest">Book a re-test — 15% off</a></div>
</main>
<footer class="bb-footer"><p>BrightBlood Ltd, Unit 9, Kirkstall Forge, Leeds. Registered in England No. 10427781. Tests are processed by an
accredited partner laboratory (UKAS 9871).</p><p>© 2024 BrightBlood. <a href="https://portal.brightblood.example/privacy">Privacy</a></p></footer>
<script>window.__BB_STATE__={{"user":{{"first":"Katarzyna"}},"kit":"BB-2024-118934","flags":{{"newNav":true}}}};</script>
</body></html>"""
    c.write(NAME, page.encode("utf-8"))
    return NAME, "browser-saved portal page: results as a grid of divs, range bars, previous results, hidden template"
