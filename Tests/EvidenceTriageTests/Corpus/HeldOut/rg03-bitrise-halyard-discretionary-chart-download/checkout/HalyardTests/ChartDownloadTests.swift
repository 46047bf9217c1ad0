import XCTest
@testable import Halyard

final class ChartDownloadTests: XCTestCase {
    func testPackURLIsInCaches() {
        let url = ChartStore.packURL("solent-2026")
        XCTAssertTrue(url.path.contains("/Library/Caches/charts/"))
    }

    func testBackgroundChartDownloadCompletes() {
        let finished = expectation(description: "chart pack downloaded")
        ChartDownloader.shared.onFinished = { url in
            XCTAssertEqual(url.lastPathComponent, "solent-2026.mbtiles")
            finished.fulfill()
        }
        ChartDownloader.shared.onFailed = { XCTFail("download failed: \($0)") }
        ChartDownloader.shared.download(pack: "solent-2026")
        wait(for: [finished], timeout: 120)
    }
}
