import XCTest
import CoreData
@testable import LanternReader

final class FeedManagerTests: XCTestCase {
    private var persistence: PersistenceController!

    override func setUp() {
        super.setUp()
        persistence = PersistenceController(inMemory: true)
    }

    func testIncrementalUpdateUpdatesAllFeedsLastUpdatedLocal() async throws {
        let manager = FeedManager(context: persistence.viewContext, api: StubFeedAPI.twoFeeds)
        try await manager.refreshAll()
        let before = Date()
        try await Task.sleep(for: .seconds(1))
        try await manager.incrementalUpdate()
        let feeds = try persistence.viewContext.fetch(Feed.fetchRequest())
        XCTAssertTrue(feeds.allSatisfy { $0.lastUpdatedLocal! > before })
    }
}
