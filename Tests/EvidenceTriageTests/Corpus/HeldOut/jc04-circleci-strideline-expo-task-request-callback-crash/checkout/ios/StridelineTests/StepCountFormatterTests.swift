import XCTest
@testable import Strideline

final class StepCountFormatterTests: XCTestCase {
    func testSingleStep() {
        XCTAssertEqual(StepCountFormatter.format(1), "1 steps")
    }

    func testThousandsSeparator() {
        XCTAssertEqual(StepCountFormatter.format(12_480), "12,480 steps")
    }

    func testZero() {
        XCTAssertEqual(StepCountFormatter.format(0), "0 steps")
    }
}
