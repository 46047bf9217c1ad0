import XCTest
@testable import Quayside

final class ChartSizeFormatterTests: XCTestCase {
    func testKilobytes() {
        XCTAssertEqual(ChartSizeFormatter.string(bytes: 512_000), "512 KB")
    }

    func testMegabytesUsesOneDecimal() {
        let bytes: Int64 = 12_400_000
        XCTAssertEqual(ChartSizeFormatter.string(bytes: bytes), "12.4 MB")
    }
}
