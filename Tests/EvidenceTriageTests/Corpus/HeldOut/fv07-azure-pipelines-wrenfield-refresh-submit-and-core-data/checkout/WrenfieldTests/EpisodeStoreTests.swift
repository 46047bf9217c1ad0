import CoreData
import XCTest
@testable import Wrenfield

final class EpisodeStoreTests: XCTestCase {
    private var persistence: PersistenceController!
    private var store: EpisodeStore!

    override func setUp() {
        persistence = PersistenceController(inMemory: true)
        store = EpisodeStore(context: persistence.container.viewContext)
    }

    func testInsertingFeedCreatesEpisodes() throws {
        try store.upsert(feed: .fixture(episodes: 3))
        XCTAssertEqual(try store.episodeCount(), 3)
    }

    func testUnplayedFilterExcludesPlayedEpisodes() throws {
        try store.upsert(feed: .fixture(episodes: 3))
        try store.markPlayed(episodeID: "ep-1")
        XCTAssertEqual(try store.unplayed().count, 2)
    }
}
