import XCTest
@testable import Runner

final class TideRecomputeSchedulerTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "TideRecomputeSchedulerTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testTideRecomputeRequestSubmitted() {
        let error = TideRecomputeScheduler.shared.submit()
        XCTAssertNil(error, "processing request was rejected")
    }
}
