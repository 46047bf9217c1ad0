import XCTest
@testable import Harrow

final class StepCountFormatterTests: XCTestCase {
    func testGroupsThousandsForUS() {
        let f = StepCountFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(12345), "12,345 steps")
    }

    func testSingularStep() {
        let f = StepCountFormatter(locale: Locale(identifier: "en_US"))
        XCTAssertEqual(f.string(1), "1 step")
    }
}
