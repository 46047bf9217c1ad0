import XCTest
@testable import Followline

final class GlucoseDeltaFormatterTests: XCTestCase {
    func testSignedDeltaInMgdl() {
        XCTAssertEqual(GlucoseDeltaFormatter.text(delta: 4, unit: .mgdl), "+4")
        XCTAssertEqual(GlucoseDeltaFormatter.text(delta: -6, unit: .mgdl), "-6")
    }

    func testSignedDeltaInMmol() {
        XCTAssertEqual(GlucoseDeltaFormatter.text(delta: 4, unit: .mmol), "+0.2")
        XCTAssertEqual(GlucoseDeltaFormatter.text(delta: -6, unit: .mmol), "-0.3")
    }
}
