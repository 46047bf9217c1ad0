import XCTest
@testable import Cargohold

final class ByteCountLabelTests: XCTestCase {
    func testGigabytesUseOneDecimal() {
        XCTAssertEqual(ByteCountLabel.string(2_147_483_648), "2.1 GB")
    }
}
