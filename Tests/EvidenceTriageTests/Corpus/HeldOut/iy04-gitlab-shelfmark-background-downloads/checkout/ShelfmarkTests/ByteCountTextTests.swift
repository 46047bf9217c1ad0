import XCTest
@testable import Shelfmark

final class ByteCountTextTests: XCTestCase {
    func testMegabytes() {
        XCTAssertEqual(ByteCountText.size(734_003_200), "734 MB")
    }

    func testGigabytesShowOneDecimal() {
        XCTAssertEqual(ByteCountText.size(2_684_354_560), "2.7 GB")
    }
}
