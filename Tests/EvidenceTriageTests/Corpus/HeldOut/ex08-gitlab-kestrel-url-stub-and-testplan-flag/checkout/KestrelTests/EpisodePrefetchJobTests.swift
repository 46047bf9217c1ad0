import XCTest
@testable import Kestrel

final class EpisodePrefetchJobTests: XCTestCase {
    private var library: LibraryStore!

    override func setUpWithError() throws {
        library = LibraryStore(url: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".sqlite"))
        try LibraryFixtures.seed(queued: 12, into: library)   // seeds, then closes the store
    }

    func testPrefetchDownloadsQueuedEpisodes() async throws {
        try library.open()
        let fetched = try await EpisodePrefetchJob(library: library, downloader: FakeDownloader()).run()
        XCTAssertEqual(fetched, 12)
    }

    func testCancellationStopsBeforeNextDownload() async throws {
        try library.open()
        let downloader = FakeDownloader(delay: .milliseconds(20))
        let task = Task { try await EpisodePrefetchJob(library: library, downloader: downloader).run() }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        _ = try? await task.value
        XCTAssertLessThan(downloader.completed, 12)
    }

    /// The system launches the app straight into the processing task: no scene, store not opened yet.
    func testColdLaunchPrefetchOpensLibraryFirst() async throws {
        XCTAssertFalse(library.isOpen)
        let fetched = try await EpisodePrefetchJob(library: library, downloader: FakeDownloader()).run()
        XCTAssertEqual(fetched, 12)
    }
}
