import Foundation
import Testing
@testable import Lumen

@Suite("OPML import")
struct OPMLImportTests {
    @Test func importsFlatList() throws {
        let feeds = try OPMLImporter().feeds(from: .fixture("flat.opml"))
        #expect(feeds.count == 5)
    }

    @Test func importsNestedOutlines() throws {
        let feeds = try OPMLImporter().feeds(from: .fixture("nested-folders.opml"))
        #expect(feeds.count == 12)
        #expect(feeds.map(\.folder).contains("Science/Astronomy"))
    }
}
