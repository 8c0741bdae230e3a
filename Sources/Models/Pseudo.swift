/// The pseudo-locale's text: English, accented and a third longer, between ⟦ ⟧, so a test sees any
/// word that did not come from the catalog and any box too small for a longer language.
public enum Pseudo {
    public static func text(_ english: String) -> String {
        var out = "⟦"
        var letters = 0
        for scalar in english.unicodeScalars {
            if let accented = accents[scalar] {
                out.unicodeScalars.append(accented)
                letters += 1
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        out += String(repeating: "·", count: (letters + 2) / 3)
        return out + "⟧"
    }

    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars)
        let accented = Array("áƀçđéƒĝĥíĵķĺɱñóƥǫŕšŧúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓƤǪŔŠŦÚṼŴẊÝŽ".unicodeScalars)
        return Dictionary(uniqueKeysWithValues: zip(plain, accented))
    }()
}
