import XCTest
@testable import Tidemark

final class ChartPackDownloaderTests: XCTestCase {
    func testDownloadUsesBackgroundSession() {
        let downloader = ChartPackDownloader()
        XCTAssertEqual(downloader.session.configuration.identifier, ChartPackDownloader.sessionIdentifier)
        let done = expectation(description: "pack downloaded")
        downloader.download(.fixture(named: "solent-small")) { _ in done.fulfill() }
        wait(for: [done], timeout: 30)
    }
}
