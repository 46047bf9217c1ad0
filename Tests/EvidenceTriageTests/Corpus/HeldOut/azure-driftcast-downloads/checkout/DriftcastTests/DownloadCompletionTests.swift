import XCTest
@testable import Driftcast

final class DownloadCompletionTests: XCTestCase {
    private var server: LocalEpisodeServer!

    override func setUp() async throws {
        server = try await LocalEpisodeServer.start(fixtures: ["ep-8831.m4a": 2_400_000])
    }

    override func tearDown() async throws { await server.stop() }

    /// URLSession deletes the temporary file as soon as
    /// urlSession(_:downloadTask:didFinishDownloadingTo:) returns.
    func testFileMovedBeforeDelegateReturns() async throws {
        let library = EpisodeLibrary(root: .temporaryDirectory.appending(path: UUID().uuidString))
        let delegate = EpisodeDownloadDelegate(library: library)
        let session = URLSession(configuration: .ephemeral, delegate: delegate, delegateQueue: nil)

        let stored: URL = try await withCheckedThrowingContinuation { continuation in
            delegate.onStored = { continuation.resume(with: $0) }
            let task = session.downloadTask(with: server.url(for: "ep-8831.m4a"))
            task.taskDescription = "8831"
            task.resume()
        }

        XCTAssertTrue(FileManager.default.fileExists(atPath: stored.path))
    }
}
