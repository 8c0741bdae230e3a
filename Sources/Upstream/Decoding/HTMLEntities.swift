/// HTML character references (`&amp;`, `&#039;`, `&#x27;`) as they appear in upstream text.
enum HTMLEntities {
    /// Longest reference name considered; a longer run after `&` is text, not a reference.
    static let maximumNameLength = 32

    /// Named references Kiosk decodes: XML's five, `nbsp`, and the Latin-1 letters, punctuation and
    /// symbols upstreams actually use. Anything else is left as written, so nothing is silently lost.
    static let named: [String: Character] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "iexcl": "¡", "cent": "¢", "pound": "£", "curren": "¤", "yen": "¥", "brvbar": "¦", "sect": "§",
        "uml": "¨", "copy": "©", "ordf": "ª", "laquo": "«", "not": "¬", "shy": "\u{00AD}", "reg": "®",
        "macr": "¯", "deg": "°", "plusmn": "±", "sup1": "¹", "sup2": "²", "sup3": "³", "acute": "´",
        "micro": "µ", "para": "¶", "middot": "·", "cedil": "¸", "ordm": "º", "raquo": "»", "frac14": "¼",
        "frac12": "½", "frac34": "¾", "iquest": "¿", "times": "×", "divide": "÷",
        "Agrave": "À", "Aacute": "Á", "Acirc": "Â", "Atilde": "Ã", "Auml": "Ä", "Aring": "Å", "AElig": "Æ",
        "Ccedil": "Ç", "Egrave": "È", "Eacute": "É", "Ecirc": "Ê", "Euml": "Ë", "Igrave": "Ì", "Iacute": "Í",
        "Icirc": "Î", "Iuml": "Ï", "ETH": "Ð", "Ntilde": "Ñ", "Ograve": "Ò", "Oacute": "Ó", "Ocirc": "Ô",
        "Otilde": "Õ", "Ouml": "Ö", "Oslash": "Ø", "Ugrave": "Ù", "Uacute": "Ú", "Ucirc": "Û", "Uuml": "Ü",
        "Yacute": "Ý", "THORN": "Þ", "szlig": "ß",
        "agrave": "à", "aacute": "á", "acirc": "â", "atilde": "ã", "auml": "ä", "aring": "å", "aelig": "æ",
        "ccedil": "ç", "egrave": "è", "eacute": "é", "ecirc": "ê", "euml": "ë", "igrave": "ì", "iacute": "í",
        "icirc": "î", "iuml": "ï", "eth": "ð", "ntilde": "ñ", "ograve": "ò", "oacute": "ó", "ocirc": "ô",
        "otilde": "õ", "ouml": "ö", "oslash": "ø", "ugrave": "ù", "uacute": "ú", "ucirc": "û", "uuml": "ü",
        "yacute": "ý", "thorn": "þ", "yuml": "ÿ", "OElig": "Œ", "oelig": "œ", "Scaron": "Š", "scaron": "š",
        "Yuml": "Ÿ", "fnof": "ƒ", "circ": "ˆ", "tilde": "˜",
        "ensp": "\u{2002}", "emsp": "\u{2003}", "thinsp": "\u{2009}", "zwnj": "\u{200C}", "zwj": "\u{200D}",
        "lrm": "\u{200E}", "rlm": "\u{200F}", "ndash": "–", "mdash": "—", "lsquo": "‘", "rsquo": "’",
        "sbquo": "‚", "ldquo": "“", "rdquo": "”", "bdquo": "„", "dagger": "†", "Dagger": "‡", "bull": "•",
        "hellip": "…", "permil": "‰", "prime": "′", "Prime": "″", "lsaquo": "‹", "rsaquo": "›", "euro": "€",
        "trade": "™", "larr": "←", "uarr": "↑", "rarr": "→", "darr": "↓", "harr": "↔", "minus": "−",
        "le": "≤", "ge": "≥", "ne": "≠", "asymp": "≈", "infin": "∞", "hearts": "♥", "spades": "♠",
        "clubs": "♣", "diams": "♦",
        "Alpha": "Α", "Beta": "Β", "Gamma": "Γ", "Delta": "Δ", "Omega": "Ω", "Pi": "Π", "Sigma": "Σ",
        "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε", "lambda": "λ", "mu": "μ",
        "pi": "π", "sigma": "σ", "tau": "τ", "phi": "φ", "omega": "ω", "theta": "θ",
    ]

    /// Decodes every reference it knows; unknown names and a bare `&` (`D&D`, `RSS&M`) stay as written.
    /// Numeric references outside Unicode (or to a surrogate or NUL) become U+FFFD, as browsers do.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let (decoded, next) = reference(in: scalars, at: index) {
                output.append(contentsOf: decoded.unicodeScalars)
                index = next
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }

    /// The character for the reference starting at `start` (an `&`) and the index after its `;`.
    private static func reference(in scalars: [Unicode.Scalar], at start: Int) -> (Character, Int)? {
        var name = ""
        var index = start + 1
        while index < scalars.count, scalars[index] != ";" {
            let scalar = scalars[index]
            guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#",
                name.unicodeScalars.count < maximumNameLength
            else { return nil }
            name.unicodeScalars.append(scalar)
            index += 1
        }
        guard index < scalars.count, !name.isEmpty else { return nil }
        if name.hasPrefix("#") {
            return numeric(String(name.dropFirst())).map { ($0, index + 1) }
        }
        return named[name].map { ($0, index + 1) }
    }

    private static func numeric(_ digits: String) -> Character? {
        let value: UInt32?
        if let hex = digits.first, hex == "x" || hex == "X" {
            value = UInt32(digits.dropFirst(), radix: 16)
        } else {
            value = UInt32(digits, radix: 10)
        }
        guard let value else { return nil }
        guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return Character(scalar)
    }
}
