import XCTest
@testable import Brindle

final class EpisodeStoreTests: XCTestCase {
    private var suite: UserDefaults!
    private var oldRoot: URL!
    private var newRoot: URL!

    override func setUpWithError() throws {
        suite = UserDefaults(suiteName: "EpisodeStoreTests")
        suite.removePersistentDomain(forName: "EpisodeStoreTests")
        let tmp = FileManager.default.temporaryDirectory
        oldRoot = tmp.appendingPathComponent("Containers/Data/Application/6F1C2A0E-93B4-4D7A-9E51-0C3B8F2E7A11/Library")
        newRoot = tmp.appendingPathComponent("Containers/Data/Application/B04D9E77-1A2F-4C36-8D0B-5E9F31C6A2D4/Library")
    }

    func testRecordsDownloadedBytes() throws {
        let store = EpisodeStore(defaults: suite, containerRoot: oldRoot)
        let file = store.episodesDirectory.appendingPathComponent("ep-1001.mp3")
        store.recordDownload(episodeID: "ep-1001", movedTo: file, bytes: 48_210_332)
        XCTAssertEqual(store.localFile(for: "ep-1001")?.lastPathComponent, "ep-1001.mp3")
    }

    func testDownloadedEpisodeResolvesAfterContainerChange() throws {
        let before = EpisodeStore(defaults: suite, containerRoot: oldRoot)
        let file = before.episodesDirectory.appendingPathComponent("ep-4411.mp3")
        before.recordDownload(episodeID: "ep-4411", movedTo: file, bytes: 61_004_118)

        // The OS moves the data container on reinstall/update; the file keeps its name.
        let after = EpisodeStore(defaults: suite, containerRoot: newRoot)
        try FileManager.default.createDirectory(at: after.episodesDirectory, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: after.episodesDirectory.appendingPathComponent("ep-4411.mp3").path, contents: Data([0x49, 0x44, 0x33]))

        let resolved = try XCTUnwrap(after.localFile(for: "ep-4411"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: resolved.path), "file missing at \(resolved.path)")
    }
}
