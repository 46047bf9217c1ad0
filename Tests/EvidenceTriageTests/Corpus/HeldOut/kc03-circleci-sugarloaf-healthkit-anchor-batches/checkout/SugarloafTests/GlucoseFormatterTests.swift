import XCTest
@testable import Sugarloaf

final class GlucoseFormatterTests: XCTestCase {
    func testWholeNumbers() {
        XCTAssertEqual(GlucoseFormatter.mmol(fromMgdl: 180), "10.0")
    }

    func testMmolRoundsHalfUp() {
        // 100 mg/dL = 5.56 mmol/L, meters show 5.6
        XCTAssertEqual(GlucoseFormatter.mmol(fromMgdl: 100), "5.6")
    }
}
