import XCTest
@testable import ArchiveKit

final class SyncBackoffTests: XCTestCase {
    func testRetryBackoffDoubles() {
        let backoff = SyncBackoff(base: 2)
        XCTAssertEqual((1...4).map(backoff.delay(forAttempt:)), [2, 4, 8, 16])
    }
}
