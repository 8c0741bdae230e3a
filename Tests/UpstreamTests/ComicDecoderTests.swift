import Foundation
import Models
import Testing
@testable import Upstream

@Suite struct ComicDecoderTests {
    @Test func decode_whenOrdinaryComic_readsEveryField() throws {
        let comic = try ComicDecoder.decode(Fixture.data("xkcd-normal"))
        #expect(
            comic
                == Comic(
                    number: 2950, title: "Lighthouse Budget",
                    altText: "The lamp costs nothing; the keeper's tea is the real line item.",
                    imageURL: "https://imgs.xkcd.com/comics/lighthouse_budget.png",
                    year: 2024, month: 3, day: 6, link: nil, isInteractive: false, transcript: nil, news: nil))
    }

    @Test(arguments: [
        ("xkcd-entity-title", "Tides & Currents", "Café tables & tide tables are both wrong twice a day."),
        ("xkcd-markup-title", "Lamp of Pancakes", "Blue is a flavour."),
        ("xkcd-literal-lt", "<Town>-Style Chowder", "If a < b and b < c, the chowder is RSS&M certified."),
        ("xkcd-empty-alt", "Fog Signal", ""),
    ])
    func decode_whenTitleOrAltHasEntitiesMarkupOrLiteralLessThan_givesPlainText(
        fixture: String, title: String, altText: String
    ) throws {
        let comic = try ComicDecoder.decode(Fixture.data(fixture))
        #expect(comic.title == title, "fixture: \(fixture)")
        #expect(comic.altText == altText, "fixture: \(fixture)")
    }

    @Test func decode_whenExtraPartsPresent_isInteractiveButKeepsItsImage() throws {
        let comic = try ComicDecoder.decode(Fixture.data("xkcd-interactive"))
        #expect(comic.isInteractive)
        #expect(comic.imageURL == "https://imgs.xkcd.com/comics/beam_sweep.png")
        #expect(comic.day == 14)
    }

    @Test func decode_whenImageHasNoFileName_hasNoImageAndIsInteractive() throws {
        let comic = try ComicDecoder.decode(Fixture.data("xkcd-no-image"))
        #expect(comic.number == 1608)
        #expect(comic.imageURL == nil)
        #expect(comic.isInteractive)
    }

    @Test func decode_whenSlashesEscapedAndLinkProtocolRelative_givesAbsoluteHTTPSLink() throws {
        let comic = try ComicDecoder.decode(Fixture.data("xkcd-protocol-relative-link"))
        #expect(comic.link == "https://xkcd.com/1506/")
        #expect(comic.imageURL == "http://imgs.xkcd.com/comics/foghorn_(1).png")
        #expect(comic.altText == "")
    }

    @Test func decode_whenTranscriptInMisalignedRange_dropsIt() throws {
        let comic = try ComicDecoder.decode(Fixture.data("xkcd-misaligned-transcript"))
        #expect(comic.number == 1650)
        #expect(comic.transcript == nil)
    }

    @Test(arguments: [(1610, true), (1611, false), (1677, false), (1678, true)])
    func transcript_atTheEdgesOfTheMisalignedRange_isKeptOnlyOutsideIt(number: Int, isKept: Bool) {
        #expect((ComicDecoder.transcript("[[text]]", number: number) != nil) == isKept, "comic \(number)")
    }

    @Test func decode_whenTranscriptNewsAndLargeLink_keepsTranscriptAndGivesPlainNews() throws {
        let comic = try ComicDecoder.decode(Fixture.data("xkcd-with-transcript-and-news"))
        #expect(comic.transcript == "[[A lighthouse at night.]]\nKeeper: Still on.")
        #expect(comic.news == "Prints of the lighthouse are back.\nThanks & see you Monday!")
        #expect(comic.link == "https://xkcd.com/1000/large/")
    }

    @Test func decode_whenMonthIsNotANumber_throwsUndecodable() throws {
        let data = try Fixture.data("xkcd-bad-date")
        #expect(throws: UpstreamError.undecodable("comic 2999 has date 2024-March-1")) {
            try ComicDecoder.decode(data)
        }
    }

    @Test func decode_whenBodyIsTheHTML404Page_throwsUndecodable() throws {
        let data = try Fixture.data("xkcd-404", "html")
        let reason = undecodableReason { () throws(UpstreamError) in try ComicDecoder.decode(data) }
        #expect(reason?.hasPrefix("not JSON") == true, "reason: \(reason ?? "none")")
    }

    @Test func decode_whenNumberMissing_namesTheMissingKey() {
        #expect(throws: UpstreamError.undecodable("missing num")) {
            try ComicDecoder.decode(Data(#"{"title":"x","year":"2024","month":"1","day":"1"}"#.utf8))
        }
    }
}
