"""An invented film catalogue: titles composed from word pairs so that Japanese and Arabic titles follow.

The Arabic is what TMDB answers for `language=ar-EG` where a film has an Arabic translation: title,
overview and tagline in Modern Standard Arabic, names written in Arabic letters. Nothing here draws
from `rng` for Arabic, so adding it changed no other field. The other interface languages (German, French,
Spanish, Brazilian Portuguese, Italian, Chinese in both scripts, Korean) come from movies_words.py the same
way, under each film's `translations`, keyed by the `language=` Kiosk sends."""
import random
import string

import movies_words

ADJ = [("Silent", "静かな"), ("Last", "最後の"), ("Crimson", "深紅の"), ("Hidden", "隠された"), ("Frozen", "凍った"),
       ("Distant", "遠い"), ("Broken", "壊れた"), ("Golden", "黄金の"), ("Midnight", "真夜中の"), ("Electric", "電気の")]
NOUN = [("Star", "星"), ("Harbor", "港"), ("Garden", "庭"), ("Signal", "信号"), ("Mountain", "山"), ("Orchard", "果樹園"),
        ("Starship", "星の船"), ("Letter", "手紙"), ("Clockmaker", "時計職人"), ("Station", "駅")]
GENRES = [(28, "Action", "アクション"), (12, "Adventure", "アドベンチャー"), (16, "Animation", "アニメーション"),
          (35, "Comedy", "コメディ"), (18, "Drama", "ドラマ"), (14, "Fantasy", "ファンタジー"), (27, "Horror", "ホラー"),
          (9648, "Mystery", "謎"), (10749, "Romance", "ロマンス"), (878, "Science Fiction", "サイエンスフィクション"), (53, "Thriller", "スリラー")]
PEOPLE = ["Mara Quillon", "Desmond Achebe-Ruiz", "Yuki Hanamura", "Otto Lindqvist", "Priya Castellane", "Felix Moreau",
          "Hana Okabe", "Jonah Whitlock", "Ines Varga", "Theo Marchetti", "Aiko Sorensen", "Ravi Montague",
          "Clara Dunmore", "Kenji Albrecht", "Lucia Ferreira", "Sam Oyelaran", "Greta Halvorsen", "Tomas Ishikawa",
          "Nadia Brightwater", "Leo Kaminski", "Rin Takeda", "Esther Blackwood", "Marco Delacroix", "June Park"]
JOBS = [("Directing", "Director"), ("Writing", "Screenplay"), ("Production", "Producer"), ("Sound", "Original Music Composer"),
        ("Camera", "Director of Photography"), ("Editing", "Editor")]
# Arabic forms of each word. A noun: (indefinite, definite, first term of a construct, feminine?);
# the nouns of two words are constructs already ("clock maker", "space ship"), so an adjective
# follows the whole and agrees with the first word.
NOUN_AR = {"Star": ("نجم", "النجم", "نجم", False), "Harbor": ("ميناء", "الميناء", "ميناء", False),
           "Garden": ("حديقة", "الحديقة", "حديقة", True), "Signal": ("إشارة", "الإشارة", "إشارة", True),
           "Mountain": ("جبل", "الجبل", "جبل", False), "Orchard": ("بستان", "البستان", "بستان", False),
           "Starship": ("سفينة فضاء", "سفينة الفضاء", "سفينة", True),
           "Letter": ("رسالة", "الرسالة", "رسالة", True),
           "Clockmaker": ("صانع ساعات", "صانع الساعات", "صانع ساعات", False),
           "Station": ("محطة", "المحطة", "محطة", True)}
# An adjective: (masculine, feminine), indefinite; "Midnight" is no adjective in Arabic but the second
# term of a construct ("of midnight"), which takes no article and no agreement.
ADJ_AR = {"Silent": ("صامت", "صامتة"), "Last": ("أخير", "أخيرة"), "Crimson": ("قرمزي", "قرمزية"),
          "Hidden": ("خفي", "خفية"), "Frozen": ("متجمد", "متجمدة"), "Distant": ("بعيد", "بعيدة"),
          "Broken": ("مكسور", "مكسورة"), "Golden": ("ذهبي", "ذهبية"), "Midnight": None,
          "Electric": ("كهربائي", "كهربائية")}
MIDNIGHT_AR = "منتصف الليل"
GENRES_AR = {28: "حركة", 12: "مغامرة", 16: "رسوم متحركة", 35: "كوميديا", 18: "دراما", 14: "فانتازيا", 27: "رعب",
             9648: "غموض", 10749: "رومانسية", 878: "خيال علمي", 53: "إثارة"}
PEOPLE_AR = {"Mara Quillon": "مارا كيلون", "Desmond Achebe-Ruiz": "ديزموند أتشيبي رويز", "Yuki Hanamura": "يوكي هانامورا",
             "Otto Lindqvist": "أوتو ليندكفيست", "Priya Castellane": "بريا كاستيلان", "Felix Moreau": "فيليكس مورو",
             "Hana Okabe": "هانا أوكابي", "Jonah Whitlock": "جونا ويتلوك", "Ines Varga": "إينيس فارغا",
             "Theo Marchetti": "ثيو ماركيتي", "Aiko Sorensen": "آيكو سورنسن", "Ravi Montague": "رافي مونتاغيو",
             "Clara Dunmore": "كلارا دنمور", "Kenji Albrecht": "كينجي ألبريشت", "Lucia Ferreira": "لوسيا فيريرا",
             "Sam Oyelaran": "سام أويلاران", "Greta Halvorsen": "غريتا هالفورسن", "Tomas Ishikawa": "توماس إيشيكاوا",
             "Nadia Brightwater": "نادية برايتووتر", "Leo Kaminski": "ليو كامينسكي", "Rin Takeda": "رين تاكيدا",
             "Esther Blackwood": "إستر بلاكوود", "Marco Delacroix": "ماركو ديلاكروا", "June Park": "جون بارك"}
TAGLINES_AR = {"Some signals are meant to be found.": "بعض الإشارات وُجدت لتُكتشف.",
               "Every harbor hides a secret.": "لكل ميناء سر يخفيه.", "Time is running out.": "الوقت ينفد.", "": ""}
ROLES = ["Captain", "the Stranger", "Dr. Ellis", "Mother", "the Clockmaker", "Young Ren", "", "Station Master", "Narrator (voice)"]


def file_path(rng):
    return "/" + "".join(rng.choice(string.ascii_letters + string.digits) for _ in range(27)) + ".png"


def adjective_ar(adj_en, feminine, definite):
    """The adjective after a noun: agreeing in gender, with the article when the noun is definite."""
    forms = ADJ_AR[adj_en]
    if forms is None:
        return MIDNIGHT_AR
    word = forms[1] if feminine else forms[0]
    return "ال" + word if definite else word


def title_ar(pattern, adj_en, noun_en):
    """The Arabic of each English title pattern."""
    indefinite, definite, construct, feminine = NOUN_AR[noun_en]
    midnight = ADJ_AR[adj_en] is None
    if pattern == 0:  # The Silent Star: the star, the silent; with midnight, the star of midnight
        return f"{indefinite} {MIDNIGHT_AR}" if midnight else f"{definite} {adjective_ar(adj_en, feminine, True)}"
    if pattern == 1:  # Silent Star: a star, silent
        return f"{indefinite} {adjective_ar(adj_en, feminine, False)}"
    if pattern == 2:  # The Star of Silent Days: days are a thing plural, so the adjective is feminine
        days = f"أيام {MIDNIGHT_AR}" if midnight else f"الأيام {adjective_ar(adj_en, True, True)}"
        return f"{construct} {days}"
    # Star: Silent Returns: "the return" is feminine
    comeback = f"عودة {MIDNIGHT_AR}" if midnight else f"العودة {adjective_ar(adj_en, True, True)}"
    return f"{definite}: {comeback}"


def overview_ar(adj_en, noun_en, who):
    """The overview in Arabic; the journey is the subject, so nothing depends on the person's gender."""
    _, definite, _, feminine = NOUN_AR[noun_en]
    falls_silent = "تصمت" if feminine else "يصمت"
    clues = f"أدلة {adjective_ar(adj_en, True, False)}"
    return (f"حين {falls_silent} {definite}، تبدأ رحلة {PEOPLE_AR[who]} في تتبع {clues} عبر مدينة لا تريد أن يعثر "
            "عليها أحد. قصة عن الصبر والحظ والناس الذين نلتقي بهم في الطريق.")


def build():
    rng = random.Random(60)
    pairs = [(a, n) for a in ADJ for n in NOUN]
    rng.shuffle(pairs)
    movies = []
    for index in range(60):
        (adj_en, adj_ja), (noun_en, noun_ja) = pairs[index]
        pattern = index % 4
        if pattern == 0:
            title, title_ja = f"The {adj_en} {noun_en}", f"{adj_ja}{noun_ja}"
        elif pattern == 1:
            title, title_ja = f"{adj_en} {noun_en}", f"{adj_ja}{noun_ja}"
        elif pattern == 2:
            title, title_ja = f"The {noun_en} of {adj_en} Days", f"{adj_ja}日々の{noun_ja}"
        else:
            title, title_ja = f"{noun_en}: {adj_en} Returns", f"{noun_ja}:{adj_ja}帰還"
        genres = rng.sample(GENRES, rng.randint(1, 3)) if index != 17 else []
        year = rng.randint(1968, 2026)
        release = f"{year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}" if index != 41 else ""
        japanese_original = index % 10 == 3
        cast = [{"name": name, "character": rng.choice(ROLES), "profile": None if rng.random() < 0.2 else file_path(rng),
                 "gender": rng.choice([0, 1, 2])} for name in rng.sample(PEOPLE, rng.randint(3, 8))]
        crew = [{"name": rng.choice(PEOPLE), "department": dep, "job": job, "profile": None if rng.random() < 0.4 else file_path(rng),
                 "gender": rng.choice([0, 1, 2])} for dep, job in rng.sample(JOBS, rng.randint(2, 5))]
        who = cast[0]["name"]
        movies.append({
            "id": 1000 + index * 37 + rng.randint(0, 30),
            "title": title, "titleJa": title_ja, "titleAr": title_ar(pattern, adj_en, noun_en),
            "originalTitle": title_ja if japanese_original else title,
            "originalLanguage": "ja" if japanese_original else "en",
            "overview": f"When a {noun_en.lower()} goes quiet, {who} follows a trail of {adj_en.lower()} clues across a city that does not want to be found. A story about patience, luck and the people we meet on the way." if index != 29 else "",
            "overviewJa": f"{noun_ja}が沈黙したとき、{who}は{adj_ja}手がかりを追って、見つかりたくない街を旅する。忍耐と幸運、そして道で出会う人々の物語。",
            "overviewAr": overview_ar(adj_en, noun_en, who) if index != 29 else "",
            "tagline": (tagline := rng.choice(
                ["Some signals are meant to be found.", "Every harbor hides a secret.", "", "Time is running out."])),
            "taglineJa": rng.choice(["見つかるべき信号がある。", "すべての港には秘密がある。", ""]),
            "taglineAr": TAGLINES_AR[tagline],
            "genres": [g[0] for g in genres],
            "releaseDate": release,
            "runtime": rng.randint(78, 172),
            "popularity": round(rng.uniform(0.6, 180.0), 3),
            "voteAverage": round(rng.uniform(4.0, 8.9), 1) if index % 13 else 0.0,
            "voteCount": rng.randint(3, 25000) if index % 13 else 0,
            "budget": rng.choice([0, 1500000, 12000000, 60000000]),
            "revenue": rng.choice([0, 4200000, 98000000, 310000000]),
            "posterPath": None if index % 15 == 7 else file_path(rng),
            "backdropPath": None if index % 11 == 5 else file_path(rng),
            "posters": [{"file": file_path(rng), "lang": lang} for lang in ["en", "ja", None, "en"][: rng.randint(1, 4)]],
            "backdrops": [{"file": file_path(rng), "lang": lang} for lang in [None, "en", None][: rng.randint(1, 3)]],
            "cast": cast, "crew": crew,
            "translations": movies_words.translations(pattern, adj_en, noun_en, who, tagline, has_overview=index != 29),
        })
    ids = [m["id"] for m in movies]
    for movie in movies:
        movie["recommendations"] = rng.sample([i for i in ids if i != movie["id"]], rng.randint(0, 8))
    return {"genres": [{"id": g[0], "name": g[1], "nameJa": g[2], "nameAr": GENRES_AR[g[0]],
                        "names": movies_words.genre_names(g[0])} for g in GENRES],
            "movies": movies}
