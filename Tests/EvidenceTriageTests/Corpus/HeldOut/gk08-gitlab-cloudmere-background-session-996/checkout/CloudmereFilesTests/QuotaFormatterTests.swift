import XCTest
@testable import CloudmereKit

final class QuotaFormatterTests: XCTestCase {
    func testGigabytes() {
        XCTAssertEqual(QuotaFormatter.usage(used: 812_000_000_000, total: 2_000_000_000_000), "812 GB of 2 TB used")
    }

    func testTerabyteBoundary() {
        XCTAssertEqual(QuotaFormatter.usage(used: 1_000_000_000_000, total: 2_000_000_000_000), "1 TB of 2 TB used")
    }

    func testFractionalTerabytes() {
        XCTAssertEqual(QuotaFormatter.usage(used: 1_500_000_000_000, total: 2_000_000_000_000), "1.5 TB of 2 TB used")
    }
}
