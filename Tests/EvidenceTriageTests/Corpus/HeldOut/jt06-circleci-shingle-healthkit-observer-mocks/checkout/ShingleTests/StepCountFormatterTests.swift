import XCTest
@testable import Shingle

final class StepCountFormatterTests: XCTestCase {
    func testSmallCounts() {
        XCTAssertEqual(StepCountFormatter.string(812, locale: Locale(identifier: "en_GB")), "812 steps")
    }

    func testUsesGroupingSeparator() {
        XCTAssertEqual(StepCountFormatter.string(12_480, locale: Locale(identifier: "en_GB")), "12,480 steps")
    }
}
