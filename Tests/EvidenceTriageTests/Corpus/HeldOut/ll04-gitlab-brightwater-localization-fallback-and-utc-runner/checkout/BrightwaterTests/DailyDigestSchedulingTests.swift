import XCTest
@testable import Brightwater

final class DailyDigestSchedulingTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "DailyDigestSchedulingTests/testSubmittingDigestRefreshSucceeds", 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    /// The digest must be queued with the system every evening.
    func testSubmittingDigestRefreshSucceeds() {
        let tomorrowSix = Calendar.current.date(byAdding: .hour, value: 10, to: Date())!
        XCTAssertNoThrow(try DailyDigestRefresh.submit(at: tomorrowSix))
    }
}
