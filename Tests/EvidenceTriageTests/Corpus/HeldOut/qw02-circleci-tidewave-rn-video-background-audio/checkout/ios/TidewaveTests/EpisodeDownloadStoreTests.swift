import XCTest
@testable import Tidewave

final class EpisodeDownloadStoreTests: XCTestCase {
    private var dir: URL!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: dir)
    }

    func testDeleteRemovesFinishedFile() throws {
        let store = EpisodeDownloadStore(root: dir)
        try Data(count: 2048).write(to: store.finalURL(for: "ep-41"))
        try store.delete(episodeID: "ep-41")
        XCTAssertEqual(store.bytesOnDisk(), 0)
    }

    func testDeleteRemovesPartialFile() throws {
        let store = EpisodeDownloadStore(root: dir)
        try Data(count: 4096).write(to: store.partialURL(for: "ep-42"))
        try store.delete(episodeID: "ep-42")
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.partialURL(for: "ep-42").path),
                       "cancelled download left \(store.bytesOnDisk()) bytes")
    }
}
