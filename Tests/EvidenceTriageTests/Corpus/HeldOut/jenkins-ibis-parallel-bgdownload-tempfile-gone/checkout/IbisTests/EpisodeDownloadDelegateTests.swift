import XCTest
@testable import Ibis

/// EpisodeDownloadDelegate is the delegate of Ibis's background URLSession
/// ("app.ibis.podcasts.downloads"). The harness plays URLSession's part: it hands the delegate
/// a temporary file and deletes it as soon as didFinishDownloadingTo returns, as the system does.
final class EpisodeDownloadDelegateTests: XCTestCase {
    private var library: URL!
    private var delegate: EpisodeDownloadDelegate!

    override func setUpWithError() throws {
        library = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        delegate = EpisodeDownloadDelegate(library: EpisodeLibrary(root: library))
    }

    func testFinishedDownloadMovedIntoLibrary() async throws {
        let harness = DownloadTaskHarness(fixture: "episode-412.mp3", episodeID: "412")
        await harness.finish(into: delegate)          // deletes the temp file after the callback returns
        try await delegate.idle()
        let moved = library.appendingPathComponent("Episodes/412.mp3")
        XCTAssertTrue(FileManager.default.fileExists(atPath: moved.path), "episode 412 not in library: \(delegate.lastError.map(String.init(describing:)) ?? "no error")")
    }

    func testFailedDownloadKeepsPreviousFile() async throws {
        let harness = DownloadTaskHarness(failure: URLError(.networkConnectionLost), episodeID: "411")
        await harness.finish(into: delegate)
        XCTAssertEqual(delegate.state(for: "411"), .retryScheduled)
    }
}
