import Foundation

/// An article made of hostile markup, in Parsoid's shape (`/wiki/Kiosk_hostile_markup` offline):
/// the OWASP filter-evasion classics and the mutation-XSS vectors, each in its own paragraph.
/// Kiosk must render it with no script running and no request to another host.
public enum HostileArticle {
    public static let title = "Kiosk hostile markup"

    /// From the OWASP XSS filter-evasion cheat sheet and the known mXSS vectors.
    public static let vectors: [String] = [
        "<script>alert(1)</script>",
        "<script>window.kioskXSS = 1</script><img src=x onerror=\"window.kioskXSS = 2\">",
        "<IMG SRC=\"javascript:alert('XSS');\">",
        "<IMG SRC=JaVaScRiPt:alert('XSS')>",
        "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
        "<a onmouseover=\"alert(document.cookie)\">xxs link</a>",
        "<IMG \"\"\"><SCRIPT>alert(\"XSS\")</SCRIPT>\"\\>",
        "<IMG SRC=# onmouseover=\"alert('xxs')\">",
        "<IMG SRC=/ onerror=\"alert(String.fromCharCode(88,83,83))\"></img>",
        "<img src=x onerror=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041\">",
        "<a href=\"jav&#x09;ascript:alert(1)\">tab</a>",
        "<a href=\"jav&#x0A;ascript:alert(1)\">newline</a>",
        "<a href=\" &#14;  javascript:alert(1)\">ctrl</a>",
        "<a href=\"vbscript:msgbox(1)\">vb</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">data</a>",
        "<SCRIPT/XSS SRC=\"http://xss.rocks/xss.js\"></SCRIPT>",
        "<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(\"XSS\")>",
        "<<SCRIPT>alert(\"XSS\");//\\<</SCRIPT>",
        "<SCRIPT SRC=http://xss.rocks/xss.js?< B >",
        "<iframe src=http://xss.rocks/scriptlet.html <",
        "</TITLE><SCRIPT>alert(\"XSS\");</SCRIPT>",
        "<INPUT TYPE=\"IMAGE\" SRC=\"javascript:alert('XSS');\">",
        "<svg/onload=alert('XSS')>",
        "<svg><style><img src=x onerror=alert(1)></style></svg>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
        "<template><img src=x onerror=alert(1)></template>",
        "<!--><img src=x onerror=alert(1)>-->",
        "<!-- a --!><img src=x onerror=alert(1)> -->",
        "<img src=\"https://upload.wikimedia.org/a.png\" srcset=\"https://evil.example/a.png 2x\">",
        "<figure><img src=\"//elsewhere.example/a.png\"></figure>",
        "<base href=\"https://evil.example/\"><a href=\"./Page\">rel</a>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<form action=\"https://evil.example/\"><button formaction=javascript:alert(1)>x</button></form>",
        "<object data=\"javascript:alert(1)\"></object><embed src=\"javascript:alert(1)\">",
        "<a href=\"https://example.org\" style=\"position:fixed;top:0\">styled</a>",
        "<div style=\"background:url(javascript:alert(1))\">bg</div>",
        "<a href=\"//evil.example/x\">protocol relative</a>",
        "<a href=\"https:evil.example\">no slashes</a>",
        "<xmp><img src=x onerror=alert(1)></xmp><textarea><script>x</script></textarea>",
        "<table><tr><td><a href=\"java\u{0}script:alert(1)\">nul</a></td></tr></table>",
    ]

    /// The page: every vector between two plain paragraphs.
    static func html() -> String {
        let body = vectors.enumerated().map {
            "<section data-mw-section-id=\"\($0.offset + 1)\"><h2 id=\"v\($0.offset)\">Vector \($0.offset)</h2><p>before</p>\($0.element)<p>after</p></section>"
        }
        return "<!DOCTYPE html><html><head><base href=\"//evil.example/\"/><title>\(title)</title></head><body>" + body.joined()
            + "</body></html>"
    }
}
