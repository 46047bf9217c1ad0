import XCTest
@testable import Gatherly

final class MainThreadWatchdogTests: XCTestCase {
    func testCapturesMainThreadStack() {
        let captured = expectation(description: "stack captured")
        DispatchQueue.global().async {
            let stack = MainThreadWatchdog.captureMainThreadStack()
            XCTAssertTrue(stack.contains { $0.contains("XCTestCore") })
            captured.fulfill()
        }
        waitForExpectations(timeout: 1)
    }
}
