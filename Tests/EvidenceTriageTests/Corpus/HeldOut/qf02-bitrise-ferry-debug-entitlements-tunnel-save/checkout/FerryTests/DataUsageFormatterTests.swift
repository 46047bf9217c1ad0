import XCTest
@testable import Ferry

final class DataUsageFormatterTests: XCTestCase {
    func testMegabytesRoundToNearest() {
        XCTAssertEqual(DataUsageFormatter.string(bytes: 12_600_000), "13 MB")
    }

    func testGigabytes() {
        XCTAssertEqual(DataUsageFormatter.string(bytes: 2_450_000_000), "2.5 GB")
    }
}
