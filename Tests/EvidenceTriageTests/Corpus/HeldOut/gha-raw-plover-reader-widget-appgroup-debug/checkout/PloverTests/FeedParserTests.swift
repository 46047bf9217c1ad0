import Foundation
import Testing
@testable import Plover

@Suite("Atom and RSS parsing")
struct FeedParserTests {
    let parser = FeedParser()

    @Test func parsesRSSPubDate() throws {
        let feed = try parser.parse(Fixture.data("daring-rss.xml"))
        #expect(feed.items.first?.published == Date(timeIntervalSince1970: 1_785_912_000))
    }

    @Test func atomEntryUpdatedFallsBackToPublished() throws {
        let feed = try parser.parse(Fixture.data("atom-no-updated.xml"))
        let entry = try #require(feed.items.first)
        #expect(entry.updated == entry.published)
    }

    @Test(arguments: ["utf8-bom.xml", "latin1.xml"])
    func decodesNonUTF8Feeds(_ name: String) throws {
        let feed = try parser.parse(Fixture.data(name))
        #expect(feed.title == "Café Notes")
    }
}
