import CoreData
import XCTest
@testable import MarloweStore

final class EpisodeStoreTests: XCTestCase {
    private var store: EpisodeStore!

    override func setUpWithError() throws {
        store = EpisodeStore(container: try TestStack.makeContainer())
    }

    func testInsertAndFetchEpisode() throws {
        try store.upsert([.fixture(guid: "ep-101", title: "Harbour Lights")])
        XCTAssertEqual(try store.episodes(feed: "feed-7").map(\.guid), ["ep-101"])
    }
}
