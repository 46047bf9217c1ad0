import XCTest
@testable import Quayside

final class MeteredTimerTests: XCTestCase {
    func testMeasureReportsSleepDurationWithinTolerance() {
        let (_, elapsed) = MeteredTimer.measure {
            Thread.sleep(forTimeInterval: 0.2)
        }
        XCTAssertLessThan(elapsed, 0.25, "measure() should report the 200 ms block within 50 ms")
    }

    func testWarnsWhenBlockExceedsThreshold() {
        var warnings: [TimeInterval] = []
        MeteredTimer.measure(warnAbove: 0.1, onWarning: { warnings.append($0) }) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertTrue(warnings.isEmpty, "a 50 ms block must not trip the 100 ms warning")
    }

    func testMeasureReturnsBlockResult() {
        let (value, _) = MeteredTimer.measure { 42 }
        XCTAssertEqual(value, 42)
    }
}
