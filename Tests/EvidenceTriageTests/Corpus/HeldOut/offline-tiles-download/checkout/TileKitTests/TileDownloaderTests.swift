import XCTest
@testable import TileKit

final class TileDownloaderTests: XCTestCase {
    private var cacheDir: URL!
    private var stub: StubTileServer!

    override func setUpWithError() throws {
        cacheDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        stub = try StubTileServer.start()
    }

    override func tearDown() { stub.stop() }

    /// After didFinishDownloadingTo returns the system deletes `location`,
    /// so the pack has to be in the cache by the time the delegate returns.
    func testFinishedDownloadIsMovedBeforeDelegateReturns() throws {
        let downloader = TileDownloader(cacheDirectory: cacheDir)
        let location = try stub.writeTemporaryDownload(named: "CFNetworkDownload_k2P9aQ.tmp", pack: .fixture("alps-z12"))
        downloader.urlSession(.shared, downloadTask: stub.fakeDownloadTask(pack: "alps-z12"), didFinishDownloadingTo: location)
        try FileManager.default.removeItem(at: location)   // what the system does next
        downloader.waitForPendingMoves()
        XCTAssertTrue(FileManager.default.fileExists(atPath: cacheDir.appendingPathComponent("alps-z12.tilepack").path))
    }

    func testNetworkFailureRemovesPartialFiles() throws {
        let downloader = TileDownloader(cacheDirectory: cacheDir)
        stub.failNextRequest(with: URLError(.networkConnectionLost), afterBytes: 512_000)
        let done = expectation(description: "download finished")
        downloader.download(pack: "dolomites-z13") { _ in done.fulfill() }
        wait(for: [done], timeout: 10)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cacheDir.path)
        XCTAssertEqual(leftovers, [], "partial .part files must be deleted after a failed transfer")
    }
}
