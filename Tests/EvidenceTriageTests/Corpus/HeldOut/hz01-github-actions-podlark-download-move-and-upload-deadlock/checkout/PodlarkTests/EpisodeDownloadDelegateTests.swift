import XCTest
@testable import Podlark

final class EpisodeDownloadDelegateTests: XCTestCase {
    private var root: URL!
    private var library: EpisodeLibrary!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        library = EpisodeLibrary(root: root.appendingPathComponent("Episodes"))
    }

    /// URLSession only guarantees the file at `location` for the duration of
    /// `didFinishDownloadingTo`; CFNetwork deletes it as soon as the callback returns.
    /// The test does the same thing CFNetwork does.
    func testCompletedDownloadIsMovedIntoLibrary() throws {
        let delegate = EpisodeDownloadDelegate(library: library)
        let staging = root.appendingPathComponent("com.apple.nsurlsessiond/Downloads/com.podlark.app")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        let location = staging.appendingPathComponent("CFNetworkDownload_q7Lk2e.tmp")
        try Data(repeating: 0xA5, count: 512 * 1024).write(to: location)

        let task = URLSession(configuration: .ephemeral)
            .downloadTask(with: URL(string: "https://cdn.podlark.test/episodes/8841.mp3")!)
        task.taskDescription = "8841"
        let imported = expectation(description: "episode 8841 imported")
        var result: Result<URL, Error>?
        delegate.onImport = { _, r in result = r; imported.fulfill() }

        delegate.urlSession(URLSession.shared, downloadTask: task, didFinishDownloadingTo: location)
        try? FileManager.default.removeItem(at: location)   // what CFNetwork does on return

        wait(for: [imported], timeout: 5)
        switch result {
        case .success(let url):
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
        case .failure(let error):
            XCTAssertNil(error as NSError?, "import must not lose the downloaded bytes")
        case nil:
            XCTFail("no import result")
        }
    }

    func testFailedTaskDoesNotTouchLibrary() {
        let delegate = EpisodeDownloadDelegate(library: library)
        let task = URLSession(configuration: .ephemeral)
            .downloadTask(with: URL(string: "https://cdn.podlark.test/episodes/12.mp3")!)
        delegate.urlSession(URLSession.shared, task: task, didCompleteWithError: URLError(.timedOut))
        XCTAssertTrue(library.downloadedEpisodes.isEmpty)
    }
}
