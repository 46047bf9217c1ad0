import XCTest
@testable import Lanternfish

final class EpisodeDownloaderTests: XCTestCase {
    private var library: URL!

    override func setUpWithError() throws {
        library = FileManager.default.temporaryDirectory.appendingPathComponent("Episodes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: library)
    }

    func testMissingEpisodeSurfacesHTTPError() async throws {
        let d = EpisodeDownloader(configuration: .ephemeral, libraryURL: library)
        do {
            _ = try await d.download(TestServer.url("/episodes/missing.mp3"), as: "missing")
            XCTFail("expected an error")
        } catch {}
    }

    /// The file at `location` is only valid inside didFinishDownloadingTo; the session
    /// deletes it when that callback returns.
    func testFinishedDownloadIsMovedIntoLibrary() async throws {
        let d = EpisodeDownloader(configuration: .ephemeral, libraryURL: library)
        let file = try await d.download(TestServer.url("/episodes/ep-4471.mp3"), as: "ep-4471")
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
        XCTAssertEqual(file.deletingLastPathComponent().lastPathComponent, library.lastPathComponent)
    }
}
