import XCTest
@testable import Ferrule

final class DepartureRefreshSchedulerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "DepartureRefreshSchedulerTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testSchedulesRefreshWhenEnteringBackground() {
        let scheduler = DepartureRefreshScheduler()

        XCTAssertNoThrow(try scheduler.scheduleRefresh(now: Date(timeIntervalSince1970: 1_718_180_000)))
    }
}
