import XCTest
@testable import Tidecast

final class BackgroundDownloadDelegateTests: XCTestCase {
    private var tmp: URL!
    private var library: EpisodeLibrary!
    private var store: EpisodeDownloadStore!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        library = EpisodeLibrary(root: tmp.appendingPathComponent("Episodes"))
        let defaults = UserDefaults(suiteName: "BackgroundDownloadDelegateTests")!
        defaults.removePersistentDomain(forName: "BackgroundDownloadDelegateTests")
        store = EpisodeDownloadStore(defaults: defaults)
    }

    func testDownloadedFileIsMovedBeforeDelegateReturns() throws {
        let url = URL(string: "https://feeds.tidecast.fm/e/0412.mp3")!
        let task = FakeDownloadTask(original: url)
        store.register(task, episodeID: "ep-0412")
        let delegate = BackgroundDownloadDelegate(store: store, library: library)

        // URLSession deletes the temporary file as soon as the delegate method returns.
        let location = tmp.appendingPathComponent("CFNetworkDownload_Xq3b1T.tmp")
        try Data(repeating: 0xA5, count: 4096).write(to: location)
        delegate.urlSession(URLSession.shared, downloadTask: task, didFinishDownloadingTo: location)
        try? FileManager.default.removeItem(at: location)

        let filed = library.fileURL(for: "ep-0412")
        let exists = FileManager.default.fileExists(atPath: filed.path)
        XCTAssertTrue(exists, "ep-0412 must be in Episodes/ when didFinishDownloadingTo returns")
    }

    func testSystemCompletionHandlerIsCalledOnce() {
        let delegate = BackgroundDownloadDelegate(store: store, library: library)
        var calls = 0
        delegate.systemCompletionHandler = { calls += 1 }
        delegate.urlSessionDidFinishEvents(forBackgroundURLSession: URLSession.shared)
        delegate.urlSessionDidFinishEvents(forBackgroundURLSession: URLSession.shared)
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 1)
        XCTAssertEqual(calls, 1)
    }
}
