import XCTest
@testable import TrailheadMaps

final class TileCacheSizeFormatterTests: XCTestCase {
    func testAreaSizeUsesDecimalMegabytes() {
        XCTAssertEqual(TileCacheSizeFormatter.string(bytes: 12_600_000), "12.6 MB")
    }
}
