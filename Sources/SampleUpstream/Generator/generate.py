"""Writes the JSON files in ../Data. Run from anywhere: python3 generate.py (stdlib only, deterministic)."""
import json
import os

import articles
import comics
import movies
import news

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Data")


def write(name, value):
    with open(os.path.join(DATA, name), "w", encoding="utf-8") as handle:
        json.dump(value, handle, ensure_ascii=False, indent=1)
        handle.write("\n")


if __name__ == "__main__":
    corpus = articles.build()
    write("articles-en.json", corpus["en"])
    write("articles-ja.json", corpus["ja"])
    editions = news.build()
    write("news-en.json", editions["en"])
    write("news-ja.json", editions["ja"])
    write("news-de.json", editions["de"])
    write("comics-special.json", comics.build())
    write("movies.json", movies.build())
