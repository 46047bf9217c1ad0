import XCTest
@testable import Wrenfield

final class ImageDownloadSessionTests: XCTestCase {
    func testTwoFeedsDownloadInParallel() throws {
        let a = ImageDownloader(feed: .fixture("a"))
        let b = ImageDownloader(feed: .fixture("b"))
        let done = try DownloadHarness.runBoth(a, b, timeout: 20)
        XCTAssertEqual(done.count, 2, "completed downloads")
    }
}
