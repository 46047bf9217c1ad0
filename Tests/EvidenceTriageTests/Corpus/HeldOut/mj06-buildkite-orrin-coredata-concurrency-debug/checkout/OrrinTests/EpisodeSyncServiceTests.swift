import XCTest
@testable import Orrin

/// Scheme: -com.apple.CoreData.ConcurrencyDebug 1
final class EpisodeSyncServiceTests: XCTestCase {
    func testSyncEpisodesOnDerivedContext() async throws {
        let stack = CoreDataStack.inMemory()
        let service = EpisodeSyncService(stack: stack, feed: StubFeed.threeEpisodes)
        let episodes = try await service.syncEpisodes(for: "orrin-weekly")
        XCTAssertEqual(episodes.map(\.guid), ["ep-3", "ep-2", "ep-1"])
    }
}
