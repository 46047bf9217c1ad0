import XCTest
@testable import Pennant

final class ByteCountLabelTests: XCTestCase {
    func testKilobytesBelowOneMegabyte() {
        XCTAssertEqual(ByteCountLabel.text(for: 512_000), "512 KB")
    }

    func testRoundsMegabytesToOneDecimal() {
        XCTAssertEqual(ByteCountLabel.text(for: 12_640_000), "12.6 MB")
    }

    func testGigabytes() {
        XCTAssertEqual(ByteCountLabel.text(for: 3_200_000_000), "3.2 GB")
    }
}
