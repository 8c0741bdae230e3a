"""The sample films in the other interface languages, built from the same word pairs as the English.

Each film gets, for each `language=` Kiosk sends, the title, overview and tagline TMDB would answer:
German, French, Spanish (Spain), Portuguese (Brazil) and Italian with their articles and adjectives
agreeing with the noun's gender and number, Simplified and Traditional Chinese, and Korean with the
subject particle that follows the noun's last syllable. Names stay in Latin letters, as in the Japanese.
Nothing here draws from the generator's random source, so the other fields do not change."""

LOCALES = ["de-DE", "fr-FR", "es-ES", "pt-BR", "it-IT", "zh-CN", "zh-TW", "ko-KR"]

GENRES = {
    "de-DE": {28: "Action", 12: "Abenteuer", 16: "Animation", 35: "Komödie", 18: "Drama", 14: "Fantasy", 27: "Horror",
              9648: "Mystery", 10749: "Liebesfilm", 878: "Science Fiction", 53: "Thriller"},
    "fr-FR": {28: "Action", 12: "Aventure", 16: "Animation", 35: "Comédie", 18: "Drame", 14: "Fantastique", 27: "Horreur",
              9648: "Mystère", 10749: "Romance", 878: "Science-Fiction", 53: "Thriller"},
    "es-ES": {28: "Acción", 12: "Aventura", 16: "Animación", 35: "Comedia", 18: "Drama", 14: "Fantasía", 27: "Terror",
              9648: "Misterio", 10749: "Romance", 878: "Ciencia ficción", 53: "Suspense"},
    "pt-BR": {28: "Ação", 12: "Aventura", 16: "Animação", 35: "Comédia", 18: "Drama", 14: "Fantasia", 27: "Terror",
              9648: "Mistério", 10749: "Romance", 878: "Ficção científica", 53: "Thriller"},
    "it-IT": {28: "Azione", 12: "Avventura", 16: "Animazione", 35: "Commedia", 18: "Dramma", 14: "Fantasy", 27: "Horror",
              9648: "Mistero", 10749: "Romance", 878: "Fantascienza", 53: "Thriller"},
    "zh-CN": {28: "动作", 12: "冒险", 16: "动画", 35: "喜剧", 18: "剧情", 14: "奇幻", 27: "恐怖", 9648: "悬疑",
              10749: "爱情", 878: "科幻", 53: "惊悚"},
    "zh-TW": {28: "動作", 12: "冒險", 16: "動畫", 35: "喜劇", 18: "劇情", 14: "奇幻", 27: "恐怖", 9648: "懸疑",
              10749: "愛情", 878: "科幻", 53: "驚悚"},
    "ko-KR": {28: "액션", 12: "모험", 16: "애니메이션", 35: "코미디", 18: "드라마", 14: "판타지", 27: "공포", 9648: "미스터리",
              10749: "로맨스", 878: "SF", 53: "스릴러"},
}

TAGLINES = {
    "Some signals are meant to be found.": {
        "de-DE": "Manche Signale wollen gefunden werden.",
        "fr-FR": "Certains signaux sont faits pour être trouvés.",
        "es-ES": "Algunas señales están hechas para ser encontradas.",
        "pt-BR": "Alguns sinais foram feitos para serem encontrados.",
        "it-IT": "Alcuni segnali sono fatti per essere trovati.",
        "zh-CN": "有些信号，注定要被找到。", "zh-TW": "有些信號，注定要被找到。",
        "ko-KR": "어떤 신호는 발견되기 위해 존재한다."},
    "Every harbor hides a secret.": {
        "de-DE": "Jeder Hafen birgt ein Geheimnis.", "fr-FR": "Chaque port cache un secret.",
        "es-ES": "Cada puerto esconde un secreto.", "pt-BR": "Todo porto esconde um segredo.",
        "it-IT": "Ogni porto nasconde un segreto.", "zh-CN": "每座港湾都藏着一个秘密。",
        "zh-TW": "每座港灣都藏著一個秘密。", "ko-KR": "모든 항구는 비밀을 품고 있다."},
    "Time is running out.": {
        "de-DE": "Die Zeit läuft ab.", "fr-FR": "Le temps presse.", "es-ES": "El tiempo se acaba.",
        "pt-BR": "O tempo está se esgotando.", "it-IT": "Il tempo sta per scadere.", "zh-CN": "时间所剩无几。",
        "zh-TW": "時間所剩無幾。", "ko-KR": "시간이 얼마 남지 않았다."},
}


def capitalized(text):
    return text[:1].upper() + text[1:]


# German: every noun is masculine or neuter, so "ein" serves both; an adjective is its stem plus the
# ending its case, gender and article ask for.
NOUN_DE = {"Star": ("Stern", "m"), "Harbor": ("Hafen", "m"), "Garden": ("Garten", "m"), "Signal": ("Signal", "n"),
           "Mountain": ("Berg", "m"), "Orchard": ("Obstgarten", "m"), "Starship": ("Sternenschiff", "n"),
           "Letter": ("Brief", "m"), "Clockmaker": ("Uhrmacher", "m"), "Station": ("Bahnhof", "m")}
ADJ_DE = {"Silent": "still", "Last": "letzt", "Crimson": "purpurrot", "Hidden": "verborgen", "Frozen": "gefroren",
          "Distant": "fern", "Broken": "zerbrochen", "Golden": "golden", "Midnight": "mitternächtlich",
          "Electric": "elektrisch"}


def german(pattern, adj_en, noun_en, who):
    noun, gender = NOUN_DE[noun_en]
    stem = ADJ_DE[adj_en]
    article = "Der" if gender == "m" else "Das"
    titles = [f"{article} {stem}e {noun}",  # weak ending after the definite article
              capitalized(f"{stem}{'er' if gender == 'm' else 'es'} {noun}"),  # strong ending, no article
              f"{article} {noun} der {stem}en Tage",  # genitive plural
              f"{noun}: {capitalized(stem)}e Rückkehr"]  # strong feminine
    overview = (f"Als ein {noun} verstummt, folgt {who} einer Spur {stem}er Hinweise durch eine Stadt, die nicht "
                "gefunden werden will. Eine Geschichte über Geduld, Glück und die Menschen, denen wir unterwegs begegnen.")
    return titles[pattern], overview


# The Romance languages: a noun is (word, feminine?); an adjective is (masculine, feminine, masculine
# plural, feminine plural, stands before the noun?). "Midnight" is a phrase after the noun ("de minuit").
NOUN_FR = {"Star": ("étoile", True), "Harbor": ("port", False), "Garden": ("jardin", False),
           "Signal": ("signal", False), "Mountain": ("montagne", True), "Orchard": ("verger", False),
           "Starship": ("vaisseau spatial", False), "Letter": ("lettre", True), "Clockmaker": ("horloger", False),
           "Station": ("gare", True)}
ADJ_FR = {"Silent": ("silencieux", "silencieuse", "silencieux", "silencieuses", False),
          "Last": ("dernier", "dernière", "derniers", "dernières", True),
          "Crimson": ("pourpre", "pourpre", "pourpres", "pourpres", False),
          "Hidden": ("caché", "cachée", "cachés", "cachées", False),
          "Frozen": ("gelé", "gelée", "gelés", "gelées", False),
          "Distant": ("lointain", "lointaine", "lointains", "lointaines", False),
          "Broken": ("brisé", "brisée", "brisés", "brisées", False),
          "Golden": ("doré", "dorée", "dorés", "dorées", False),
          "Midnight": ("de minuit",) * 4 + (False,),
          "Electric": ("électrique", "électrique", "électriques", "électriques", False)}
NOUN_ES = {"Star": ("estrella", True), "Harbor": ("puerto", False), "Garden": ("jardín", False),
           "Signal": ("señal", True), "Mountain": ("montaña", True), "Orchard": ("huerto", False),
           "Starship": ("nave estelar", True), "Letter": ("carta", True), "Clockmaker": ("relojero", False),
           "Station": ("estación", True)}
ADJ_ES = {"Silent": ("silencioso", "silenciosa", "silenciosos", "silenciosas", False),
          "Last": ("último", "última", "últimos", "últimas", True),
          "Crimson": ("carmesí", "carmesí", "carmesíes", "carmesíes", False),
          "Hidden": ("oculto", "oculta", "ocultos", "ocultas", False),
          "Frozen": ("helado", "helada", "helados", "heladas", False),
          "Distant": ("lejano", "lejana", "lejanos", "lejanas", False),
          "Broken": ("roto", "rota", "rotos", "rotas", False),
          "Golden": ("dorado", "dorada", "dorados", "doradas", False),
          "Midnight": ("de medianoche",) * 4 + (False,),
          "Electric": ("eléctrico", "eléctrica", "eléctricos", "eléctricas", False)}
NOUN_PT = {"Star": ("estrela", True), "Harbor": ("porto", False), "Garden": ("jardim", False),
           "Signal": ("sinal", False), "Mountain": ("montanha", True), "Orchard": ("pomar", False),
           "Starship": ("nave estelar", True), "Letter": ("carta", True), "Clockmaker": ("relojoeiro", False),
           "Station": ("estação", True)}
ADJ_PT = {"Silent": ("silencioso", "silenciosa", "silenciosos", "silenciosas", False),
          "Last": ("último", "última", "últimos", "últimas", True),
          "Crimson": ("carmesim", "carmesim", "carmesins", "carmesins", False),
          "Hidden": ("oculto", "oculta", "ocultos", "ocultas", False),
          "Frozen": ("congelado", "congelada", "congelados", "congeladas", False),
          "Distant": ("distante", "distante", "distantes", "distantes", False),
          "Broken": ("quebrado", "quebrada", "quebrados", "quebradas", False),
          "Golden": ("dourado", "dourada", "dourados", "douradas", False),
          "Midnight": ("da meia-noite",) * 4 + (False,),
          "Electric": ("elétrico", "elétrica", "elétricos", "elétricas", False)}
NOUN_IT = {"Star": ("stella", True), "Harbor": ("porto", False), "Garden": ("giardino", False),
           "Signal": ("segnale", False), "Mountain": ("montagna", True), "Orchard": ("frutteto", False),
           "Starship": ("astronave", True), "Letter": ("lettera", True), "Clockmaker": ("orologiaio", False),
           "Station": ("stazione", True)}
ADJ_IT = {"Silent": ("silenzioso", "silenziosa", "silenziosi", "silenziose", False),
          "Last": ("ultimo", "ultima", "ultimi", "ultime", True),
          "Crimson": ("cremisi",) * 4 + (False,),
          "Hidden": ("nascosto", "nascosta", "nascosti", "nascoste", False),
          "Frozen": ("ghiacciato", "ghiacciata", "ghiacciati", "ghiacciate", False),
          "Distant": ("lontano", "lontana", "lontani", "lontane", False),
          "Broken": ("spezzato", "spezzata", "spezzati", "spezzate", False),
          "Golden": ("dorato", "dorata", "dorati", "dorate", False),
          "Midnight": ("di mezzanotte",) * 4 + (False,),
          "Electric": ("elettrico", "elettrica", "elettrici", "elettriche", False)}


def with_adjective(noun, forms, feminine, plural=False):
    """The noun with its adjective in the right form and place."""
    adjective = forms[(2 if plural else 0) + (1 if feminine else 0)]
    return f"{adjective} {noun}" if forms[4] else f"{noun} {adjective}"


def french_article(phrase, feminine):
    # Elided before a vowel or a mute h ("l’horloger").
    if phrase[0] in "aâeéèêiîoôuh":
        return "l’" + phrase
    return ("la " if feminine else "le ") + phrase


def french(pattern, adj_en, noun_en, who):
    noun, feminine = NOUN_FR[noun_en]
    forms = ADJ_FR[adj_en]
    titles = [capitalized(french_article(with_adjective(noun, forms, feminine), feminine)),
              capitalized(with_adjective(noun, forms, feminine)),
              capitalized(f"{french_article(noun, feminine)} des {with_adjective('jours', forms, False, True)}"),
              f"{capitalized(noun)}\u00a0: le {with_adjective('retour', forms, False)}"]
    clues = "la piste des derniers indices" if forms[4] else f"une piste d’indices {forms[2]}"
    overview = (f"Quand {'une' if feminine else 'un'} {noun} se tait, {who} suit {clues} à travers une ville qui ne "
                "veut pas être trouvée. Une histoire de patience, de chance et des gens que l’on croise en chemin.")
    return titles[pattern], overview


def spanish(pattern, adj_en, noun_en, who):
    noun, feminine = NOUN_ES[noun_en]
    forms = ADJ_ES[adj_en]
    article = "la" if feminine else "el"
    titles = [capitalized(f"{article} {with_adjective(noun, forms, feminine)}"),
              capitalized(with_adjective(noun, forms, feminine)),
              capitalized(f"{article} {noun} de los {with_adjective('días', forms, False, True)}"),
              f"{capitalized(noun)}: el {with_adjective('regreso', forms, False)}"]
    clues = "el rastro de las últimas pistas" if forms[4] else f"un rastro de pistas {forms[3]}"
    overview = (f"Cuando {'una' if feminine else 'un'} {noun} enmudece, {who} sigue {clues} por una ciudad que no "
                "quiere ser encontrada. Una historia sobre la paciencia, la suerte y las personas que conocemos en "
                "el camino.")
    return titles[pattern], overview


def portuguese(pattern, adj_en, noun_en, who):
    noun, feminine = NOUN_PT[noun_en]
    forms = ADJ_PT[adj_en]
    article = "a" if feminine else "o"
    titles = [capitalized(f"{article} {with_adjective(noun, forms, feminine)}"),
              capitalized(with_adjective(noun, forms, feminine)),
              capitalized(f"{article} {noun} dos {with_adjective('dias', forms, False, True)}"),
              f"{capitalized(noun)}: o {with_adjective('retorno', forms, False)}"]
    clues = "o rastro das últimas pistas" if forms[4] else f"um rastro de pistas {forms[3]}"
    overview = (f"Quando {'uma' if feminine else 'um'} {noun} fica em silêncio, {who} segue {clues} por uma cidade "
                "que não quer ser encontrada. Uma história sobre paciência, sorte e as pessoas que encontramos pelo "
                "caminho.")
    return titles[pattern], overview


def italian_article(phrase, feminine, plural=False):
    """il, lo, l’, la, i, gli: set by the gender and by how the next word begins."""
    vowel = phrase[0] in "aeiou"
    impure = vowel or phrase[0] in "zxy" or phrase[:2] in ("gn", "ps") or (phrase[0] == "s" and phrase[1] not in "aeiou")
    if plural:
        return ("le " if feminine else "gli " if impure else "i ") + phrase
    if vowel:
        return "l’" + phrase
    return ("la " if feminine else "lo " if impure else "il ") + phrase


def italian(pattern, adj_en, noun_en, who):
    noun, feminine = NOUN_IT[noun_en]
    forms = ADJ_IT[adj_en]
    days = italian_article(with_adjective("giorni", forms, False, True), False, True)
    titles = [capitalized(italian_article(with_adjective(noun, forms, feminine), feminine)),
              capitalized(with_adjective(noun, forms, feminine)),
              capitalized(f"{italian_article(noun, feminine)} de{days}"),  # di + i, di + gli
              f"{capitalized(noun)}: {italian_article(with_adjective('ritorno', forms, False), False)}"]
    definite = italian_article(noun, feminine)
    article, rest = (definite[:2], definite[2:]) if definite.startswith("l’") else definite.split(" ", 1)
    indefinite = {"il": "un ", "lo": "uno ", "la": "una ", "l’": "un’" if feminine else "un "}[article]
    clues = "la traccia degli ultimi indizi" if forms[4] else f"una traccia di indizi {forms[2]}"
    overview = (f"Quando {indefinite}{rest} tace, {who} segue {clues} attraverso una città che non vuole essere "
                "trovata. Una storia sulla pazienza, sulla fortuna e sulle persone che incontriamo lungo la strada.")
    return titles[pattern], overview


# Chinese: an adjective is its bare form, which joins 岁月 ("days") and 归来 ("return"), and the form
# before a noun (with 的 where the bare form would not read as a modifier).
NOUN_ZH = {"zh-CN": {"Star": "星辰", "Harbor": "港湾", "Garden": "花园", "Signal": "信号", "Mountain": "山",
                     "Orchard": "果园", "Starship": "星舰", "Letter": "书信", "Clockmaker": "钟表匠", "Station": "车站"},
           "zh-TW": {"Star": "星辰", "Harbor": "港灣", "Garden": "花園", "Signal": "信號", "Mountain": "山",
                     "Orchard": "果園", "Starship": "星艦", "Letter": "書信", "Clockmaker": "鐘錶匠", "Station": "車站"}}
ADJ_ZH = {"zh-CN": {"Silent": "寂静", "Last": "最后", "Crimson": "深红", "Hidden": "隐秘", "Frozen": "冰封",
                    "Distant": "遥远", "Broken": "破碎", "Golden": "金色", "Midnight": "午夜", "Electric": "电光"},
          "zh-TW": {"Silent": "寂靜", "Last": "最後", "Crimson": "深紅", "Hidden": "隱密", "Frozen": "冰封",
                    "Distant": "遙遠", "Broken": "破碎", "Golden": "金色", "Midnight": "午夜", "Electric": "電光"}}
WORDS_ZH = {"zh-CN": ("岁月", "归来", "当{noun}沉寂下来，{who}追寻着{adj}线索，穿过一座不愿被人找到的城市。"
                      "这是一个关于耐心、运气，以及我们在路上遇见的人的故事。"),
            "zh-TW": ("歲月", "歸來", "當{noun}沉寂下來，{who}追尋著{adj}線索，穿過一座不願被人找到的城市。"
                      "這是一個關於耐心、運氣，以及我們在路上遇見的人的故事。")}


def chinese(locale, pattern, adj_en, noun_en, who):
    noun, bare = NOUN_ZH[locale][noun_en], ADJ_ZH[locale][adj_en]
    before_noun = bare if adj_en == "Electric" else bare + "的"
    days, comeback, overview = WORDS_ZH[locale]
    titles = [f"{before_noun}{noun}", f"{before_noun}{noun}", f"{bare}{days}之{noun}",
              f"{noun}：{before_noun}{comeback}"]
    return titles[pattern], overview.format(noun=noun, who=who, adj=before_noun)


NOUN_KO = {"Star": "별", "Harbor": "항구", "Garden": "정원", "Signal": "신호", "Mountain": "산", "Orchard": "과수원",
           "Starship": "우주선", "Letter": "편지", "Clockmaker": "시계공", "Station": "역"}
ADJ_KO = {"Silent": "고요한", "Last": "마지막", "Crimson": "진홍빛", "Hidden": "숨겨진", "Frozen": "얼어붙은",
          "Distant": "머나먼", "Broken": "부서진", "Golden": "황금빛", "Midnight": "한밤의", "Electric": "전기의"}


def subject_particle(word):
    """이 after a syllable that ends in a consonant, 가 after a vowel."""
    return "이" if (ord(word[-1]) - 0xAC00) % 28 else "가"


def korean(pattern, adj_en, noun_en, who):
    noun, adjective = NOUN_KO[noun_en], ADJ_KO[adj_en]
    titles = [f"{adjective} {noun}", f"{adjective} {noun}", f"{adjective} 날들의 {noun}", f"{noun}: {adjective} 귀환"]
    # The journey is the subject, so no particle follows the person's name (written in Latin letters).
    overview = (f"{noun}{subject_particle(noun)} 침묵하자, {adjective} 단서를 따라 발견되기를 원하지 않는 도시를 "
                f"가로지르는 {who}의 여정이 시작된다. 인내와 행운, 그리고 길에서 만나는 사람들에 관한 이야기.")
    return titles[pattern], overview


def translations(pattern, adj_en, noun_en, who, tagline, has_overview):
    """{locale: {title, overview, tagline}} for one film; the overview is empty where the English one is."""
    built = {"de-DE": german(pattern, adj_en, noun_en, who), "fr-FR": french(pattern, adj_en, noun_en, who),
             "es-ES": spanish(pattern, adj_en, noun_en, who), "pt-BR": portuguese(pattern, adj_en, noun_en, who),
             "it-IT": italian(pattern, adj_en, noun_en, who),
             "zh-CN": chinese("zh-CN", pattern, adj_en, noun_en, who),
             "zh-TW": chinese("zh-TW", pattern, adj_en, noun_en, who), "ko-KR": korean(pattern, adj_en, noun_en, who)}
    return {locale: {"title": built[locale][0], "overview": built[locale][1] if has_overview else "",
                     "tagline": TAGLINES[tagline][locale] if tagline else ""} for locale in LOCALES}


def genre_names(genre_id):
    return {locale: GENRES[locale][genre_id] for locale in LOCALES}
