import XCTest
@testable import Loftwing

final class ByteCountLabelTests: XCTestCase {
    func testShowsKilobytesBelowOneMegabyte() {
        XCTAssertEqual(ByteCountLabel.text(for: 512_000), "512 KB")
    }

    func testShowsOneDecimalForMegabytes() {
        XCTAssertEqual(ByteCountLabel.text(for: 1_250_000), "1.3 MB")
    }
}
