import XCTest
@testable import Quaymark

final class TicketSyncSchedulerTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "TicketSyncSchedulerTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testSubmitsProcessingRequest() throws {
        XCTAssertNoThrow(try TicketSyncScheduler.submit(), "nightly ticket sync must be accepted by BGTaskScheduler")
    }
}
