import XCTest
@testable import Tidemark

final class ChartDepthFormatterTests: XCTestCase {
    func testMetresKeepOneDecimal() {
        XCTAssertEqual(ChartDepthFormatter(unit: .metres).string(fromMetres: 4.26), "4.3 m")
    }

    func testFeetHaveNoDecimals() {
        XCTAssertEqual(ChartDepthFormatter(unit: .feet).string(fromMetres: 3.0), "10 ft")
    }

    func testFathomsRoundToOneDecimal() {
        // 6.0 m = 3.2808 fathoms; the Admiralty convention rounds half up.
        XCTAssertEqual(ChartDepthFormatter(unit: .fathoms).string(fromMetres: 6.0), "3.3 fm")
    }
}
