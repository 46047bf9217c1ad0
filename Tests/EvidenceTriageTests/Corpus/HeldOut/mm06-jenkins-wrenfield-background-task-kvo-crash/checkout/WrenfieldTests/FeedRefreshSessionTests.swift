import XCTest
@testable import WrenfieldKit

final class FeedRefreshSessionTests: XCTestCase {
    func testRefreshUsesBackgroundSession() {
        let refresher = FeedRefresher()
        XCTAssertNotNil(refresher.session.configuration.identifier)
        XCTAssertTrue(refresher.makeTask(for: .fixture) is URLSessionDownloadTask)
    }
}
