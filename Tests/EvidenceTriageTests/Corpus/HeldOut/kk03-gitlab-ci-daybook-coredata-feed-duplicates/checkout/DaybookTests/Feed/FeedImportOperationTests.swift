import CoreData
import XCTest
@testable import Daybook

final class FeedImportOperationTests: XCTestCase {
    private var store: DataStore!

    override func setUp() {
        store = DataStore(inMemory: true)
    }

    func testImportsSectionsInServerOrder() throws {
        try importAndWait(.fixture(date: "2026-12-04", keys: ["featured", "on-this-day", "most-read"]))
        let keys = try store.viewContext.fetch(FeedSection.sortedFetchRequest()).map(\.key)
        XCTAssertEqual(keys, ["featured-2026-12-04", "on-this-day-2026-12-04", "most-read-2026-12-04"])
    }

    /// Pull-to-refresh and the background refresh both import the same day; the second import
    /// must update the sections, not add a second copy of them.
    func testBackgroundImportDoesNotDuplicateSections() throws {
        let feed = FeedPayload.fixture(date: "2026-12-04", keys: ["featured", "on-this-day", "most-read"])
        // The Explore screen has the sections in memory (inserted, merged, not yet written by its own save).
        FeedSection.insertPlaceholders(for: feed, into: store.viewContext)

        try importAndWait(feed)
        try importAndWait(feed)

        let count = try store.viewContext.count(for: FeedSection.fetchRequest())
        XCTAssertEqual(count, 3, "explore feed sections duplicated after importing the same day twice")
    }

    private func importAndWait(_ feed: FeedPayload) throws {
        let done = expectation(description: "import")
        FeedImporter(store: store).importFeed(feed) { _ in done.fulfill() }
        wait(for: [done], timeout: 5)
        try store.viewContext.save()
    }
}
