import XCTest
import CoreData
@testable import Cinder

final class EpisodeStoreTests: XCTestCase {
    func testDeleteRemovesEpisode() throws {
        let store = EpisodeStore(controller: DataController(inMemory: true))
        let e = try store.insert(title: "Pilot", feedID: "f1")
        try store.delete(e)
        XCTAssertEqual(try store.fetchAll().count, 0)
    }

    func testFetchReturnsInsertedEpisodes() throws {
        let store = EpisodeStore(controller: DataController(inMemory: true))
        for n in 1...3 { _ = try store.insert(title: "Episode \(n)", feedID: "f1") }
        XCTAssertEqual(try store.fetchAll().count, 3)
    }
}
