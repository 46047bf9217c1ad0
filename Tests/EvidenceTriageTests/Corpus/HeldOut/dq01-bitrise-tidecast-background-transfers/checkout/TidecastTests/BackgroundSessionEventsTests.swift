import XCTest
@testable import Tidecast

/// Exercises the real background session against the local fixture server
/// (started by the `start-fixture-server` Bitrise step on port 8765).
final class BackgroundSessionEventsTests: XCTestCase {
    private var library: EpisodeLibrary!
    private var delegate: DownloadSessionDelegate!
    private var session: URLSession!

    override func setUpWithError() throws {
        library = try EpisodeLibrary.temporary()
        delegate = DownloadSessionDelegate(library: library)
        let configuration = URLSessionConfiguration.background(
            withIdentifier: DownloadSessionDelegate.sessionIdentifier + ".tests")
        configuration.sessionSendsLaunchEvents = true
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    override func tearDown() {
        session.invalidateAndCancel()
        super.tearDown()
    }

    func testDownloadedEpisodeIsImported() throws {
        let imported = expectation(description: "episode imported")
        library.onImport = { id in if id == "ep-4410" { imported.fulfill() } }
        let task = session.downloadTask(with: URL(string: "http://127.0.0.1:8765/episodes/ep-4410.mp3")!)
        task.taskDescription = "ep-4410"
        task.resume()
        wait(for: [imported], timeout: 30)
    }

    /// The app relies on urlSessionDidFinishEvents to call the system's completion
    /// handler, so we check that it arrives once every download in the batch is done.
    func testFinishEventsCallbackFiresAfterDownloads() throws {
        let finishEvents = expectation(description: "urlSessionDidFinishEvents delivered")
        delegate.onFinishEvents = { finishEvents.fulfill() }

        for id in ["ep-4411", "ep-4412", "ep-4413"] {
            let task = session.downloadTask(with: URL(string: "http://127.0.0.1:8765/episodes/\(id).mp3")!)
            task.taskDescription = id
            task.resume()
        }

        wait(for: [finishEvents], timeout: 90)
        XCTAssertEqual(library.episodeIDs.sorted(), ["ep-4411", "ep-4412", "ep-4413"])
    }
}
