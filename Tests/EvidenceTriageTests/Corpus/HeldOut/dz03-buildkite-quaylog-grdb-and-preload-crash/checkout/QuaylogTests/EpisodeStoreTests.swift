import XCTest
import QuaylogData
@testable import Quaylog

final class EpisodeStoreTests: XCTestCase {

    private var dbPath: String!

    override func setUpWithError() throws {
        dbPath = NSTemporaryDirectory() + "quaylog-\(UUID().uuidString).sqlite"
        try TestDatabase.seed(at: dbPath, episodes: ["ep-41", "ep-42", "ep-43"])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dbPath)
    }

    func testUnplayedEpisodeHasNoPlayedDate() throws {
        let store = EpisodeStore(queue: try DataManager(path: dbPath).queue)
        XCTAssertNil(store.playedAt(episodeID: "ep-41"))
    }

    func testMarkPlayedPersistsAcrossReload() throws {
        let playedAt = Date(timeIntervalSince1970: 1_796_140_800)
        let store = EpisodeStore(queue: try DataManager(path: dbPath).queue)

        store.markPlayed(episodeID: "ep-42", at: playedAt)

        let reloaded = EpisodeStore(queue: try DataManager(path: dbPath).queue)
        XCTAssertEqual(reloaded.playedAt(episodeID: "ep-42"), playedAt)
    }
}
