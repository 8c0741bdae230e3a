"""Word lists for the generated comics, and the hand-written odd ones (all invented text)."""

WORDS = {
    "adjectives": ["Recursive", "Quantum", "Lazy", "Optimal", "Haunted", "Orbital", "Tiny", "Infinite", "Marginal", "Seasonal",
                   "Unlikely", "Spherical", "Legacy", "Backup", "Nocturnal", "Competitive", "Ambient", "Statistical", "Vintage", "Emergency"],
    "nouns": ["Password", "Volcano", "Spreadsheet", "Bird", "Compiler", "Sandwich", "Protocol", "Telescope", "Map Projection",
              "Keyboard", "Cloud", "Calendar", "Bicycle", "Router", "Garden", "Timezone", "Unicode", "Dinosaur", "Physics", "Font"],
    "altTemplates": [
        "I tried explaining the {noun} to my cat and now we both have questions.",
        "Technically it is {adj}, but only on weekends and in low orbit.",
        "The real trick is never telling anyone which {noun} you started with.",
        "My {noun} has a changelog longer than its documentation.",
        "If you graph it on a log scale it looks {adj} enough.",
        "",
        "Step three is where everyone gives up, which is why step four is so well tested.",
    ],
}

SPECIAL = [
    {"num": 1234, "title": "Caf&eacute; Theorems", "alt": "Every proof is easier with a croissant, but the clich&eacute;s remain."},
    {"num": 1472, "title": "<span style=\"color: #0000ED\">Blue</span> Period",
     "news": "Prints of this one are <a href=\"https://store.example/blue\">in the store</a>.<br />Thanks for reading!"},
    {"num": 3150, "title": "<Noun>-Shaped Hole", "alt": "Fill in the <blank> & hope."},
    {"num": 3015, "title": "R&D Budget", "alt": "The D stands for RSS&M."},
    {"num": 2288, "title": "Caf\u00e9 \u2615 Rules", "alt": "Non-ASCII in a title: the safe_title drops it."},
    {"num": 1525, "title": "Silent Panel", "alt": ""},
    {"num": 1350, "title": "Choose Your Path", "alt": "Click around; it remembers nothing.",
     "extra_parts": {"pre": "<script src=\"/s/choose.js\"></script>", "headerextra": "<style>#comic{min-height:300px}</style>",
                     "post": "<noscript>This comic needs JavaScript.</noscript>"}},
    {"num": 2712, "title": "Gravity Sandbox", "alt": "Drag the planets; please don't fling the moon.",
     "extra_parts": {"imgAttr": "class=\"interactive\"", "links": "https://example.org/gravity/"}},
    {"num": 1608, "title": "Endless Hoverboard", "alt": "You can scroll forever. That is the joke.", "img": "",
     "extra_parts": {"pre": "<script src=\"/s/hoverboard.js\"></script>", "post": ""}},
    {"num": 1663, "title": "Garden Simulator", "alt": "It grows while you are not looking.", "img": "",
     "extra_parts": {"headerextra": "<script src=\"/s/garden.js\"></script>", "inset": "<div id=\"garden\"></div>"}},
    {"num": 1506, "title": "Many Windows", "alt": "", "link": "//{host}/1506/",
     "extra_parts": {"pre": "<script src=\"/s/windows.js\"></script>"}},
    {"num": 1000, "title": "One Thousand Panels", "alt": "Count them; we did, twice.", "link": "http://{host}/comics/one_thousand_panels_large.png"},
    {"num": 3200, "title": "Latest Thing", "alt": "There is always a latest thing, until there isn't.",
     "news": "New book out soon &mdash; <a href=\"https://books.example/\">details</a>."},
]


def build():
    return {"latest": 3200, "firstDate": "2006-01-02", "words": WORDS, "special": SPECIAL}
