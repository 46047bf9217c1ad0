import XCTest
@testable import SnapsendKit

final class NightlySyncDownloadTests: XCTestCase {

    func testDiscretionaryPrefetchCompletesWithinTimeout() {
        let finished = expectation(description: "route sheet downloaded")
        let prefetcher = RoutePrefetcher(configuration: BackgroundSessionFactory.nightlyPrefetchConfiguration())
        prefetcher.onFinish = { url in
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
            finished.fulfill()
        }
        prefetcher.enqueue(URL(string: "https://routes.snapsend.test/v2/sheets/depot-14.pdf")!)
        wait(for: [finished], timeout: 30)
    }
}
