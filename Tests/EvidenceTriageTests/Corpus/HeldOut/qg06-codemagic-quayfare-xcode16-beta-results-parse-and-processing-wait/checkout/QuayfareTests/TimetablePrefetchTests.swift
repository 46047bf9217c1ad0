import XCTest
@testable import Quayfare

final class TimetablePrefetchTests: XCTestCase {
    func testTimetablePrefetchRunsOvernight() {
        let ran = expectation(description: "prefetch handler ran")
        TimetablePrefetch.shared.onRun = { ran.fulfill() }
        TimetablePrefetch.shared.submitOvernight()
        wait(for: [ran], timeout: 120)
    }
}
