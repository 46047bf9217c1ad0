import XCTest
@testable import Strider

final class SplitFormatterTests: XCTestCase {
    func testFormatsKilometreSplit() {
        let formatter = SplitFormatter(unit: .kilometers)
        XCTAssertEqual(formatter.string(secondsPerUnit: 312), "5:12 /km")
    }

    func testFormatsMileSplit() {
        let formatter = SplitFormatter(unit: .miles)
        XCTAssertEqual(formatter.string(secondsPerUnit: 502), "8:22 /mi")
    }

    func testNegativeSplitIsClamped() {
        // GPS jitter at the start line can produce a negative delta for the first split.
        let formatter = SplitFormatter(unit: .kilometers)
        XCTAssertEqual(formatter.string(secondsPerUnit: -3), "0:00 /km")
    }
}
