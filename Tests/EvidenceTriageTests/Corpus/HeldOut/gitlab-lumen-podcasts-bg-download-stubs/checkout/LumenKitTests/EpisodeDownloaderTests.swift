import XCTest
@testable import LumenKit

final class EpisodeDownloaderTests: XCTestCase {
    private var library: URL!

    override func setUpWithError() throws {
        library = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        StubURLProtocol.register(url: URL(string: "https://cdn.lumen.test/ep/1042.mp3")!,
                                 body: Data(repeating: 0xFF, count: 64 * 1024))
        URLProtocol.registerClass(StubURLProtocol.self)
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubURLProtocol.self)
        StubURLProtocol.reset()
    }

    /// Production path: the downloader uses a background URLSession so episodes
    /// keep downloading after the app is suspended.
    func testBackgroundDownloadWritesEpisodeFile() throws {
        let config = URLSessionConfiguration.background(withIdentifier: "app.lumen.downloads.test")
        config.protocolClasses = [StubURLProtocol.self] + (config.protocolClasses ?? [])
        let downloader = EpisodeDownloader(configuration: config, library: library)
        let finished = expectation(description: "download finished")
        var result: Result<URL, Error>?
        downloader.download(episodeID: 1042, from: URL(string: "https://cdn.lumen.test/ep/1042.mp3")!) {
            result = $0
            finished.fulfill()
        }
        wait(for: [finished], timeout: 20)
        let file = try XCTUnwrap(try? result?.get())
        XCTAssertEqual(try Data(contentsOf: file).count, 64 * 1024)
    }

    func testCancelledDownloadKeepsResumeData() throws {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [StubURLProtocol.self]
        StubURLProtocol.throttle(bytesPerSecond: 8 * 1024)
        let downloader = EpisodeDownloader(configuration: config, library: library)
        downloader.download(episodeID: 1042, from: URL(string: "https://cdn.lumen.test/ep/1042.mp3")!) { _ in }
        Thread.sleep(forTimeInterval: 1)
        let cancelled = expectation(description: "cancelled")
        downloader.cancel(episodeID: 1042) { cancelled.fulfill() }
        wait(for: [cancelled], timeout: 5)
        XCTAssertNotNil(downloader.resumeDataStore.resumeData(for: 1042), "resume data must survive a cancel")
    }
}
