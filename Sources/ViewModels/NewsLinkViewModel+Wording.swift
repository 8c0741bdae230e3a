import Models

extension NewsLinkViewModel {
    /// The choice page's copy in Japanese and English.
    struct Wording: Sendable {
        let language: Language
        private var ja: Bool { language == .ja }

        var heading: String { ja ? "記事の配信元を開けませんでした" : "Kiosk could not open this article directly" }
        var choices: String {
            ja
                ? "Google ニュースを経由して開くか、見出しに戻ることができます。"
                : "You can open it through Google News, or go back to the headlines."
        }
        var viaGoogle: String {
            ja ? "Google ニュース経由で開く（Google にこの閲覧が伝わります）" : "Continue via Google News (Google will see this visit)"
        }
        var back: String { ja ? "見出しに戻る" : "Back to the headlines" }

        func explanation(_ reason: Reason) -> String {
            switch reason {
            case .off:
                ja
                    ? "この Kiosk は、記事の配信元のアドレスを調べない設定になっています。"
                    : "This Kiosk is set not to look up articles’ own addresses."
            case .busy:
                ja
                    ? "いま多くの記事のアドレスを調べているため、Kiosk の問い合わせ枠を使い切っています。少し待ってからもう一度お試しください。"
                    : "Kiosk is looking up many article addresses right now and has used its share for the moment. Please try again in a minute."
            case .rateLimited:
                ja
                    ? "Google ニュースから、問い合わせをしばらく控えるよう求められています。"
                    : "Google News has asked Kiosk to wait before looking up more article addresses."
            case .unreachable:
                ja
                    ? "記事の配信元を Google ニュースに問い合わせましたが、時間内に答えがありませんでした。"
                    : "Kiosk asked Google News where this article is, but got no answer in time."
            case .protocolChanged:
                ja
                    ? "Google ニュースの答えを読めませんでした。記事リンクの仕組みが変わった可能性があります。"
                    : "Kiosk could not read Google News’s answer; Google may have changed how its article links work."
            case .refused:
                ja
                    ? "Google ニュースが示したアドレスは、Kiosk が案内しない種類のもの（ウェブページでない、内部ネットワークや Kiosk 自身を指す）でした。"
                    : "Google News gave an address Kiosk does not send readers to: it is not a web page, or it points into a private network or at Kiosk itself."
            }
        }
    }
}
