import XCTest
@testable import Shoebox

final class ByteCountLabelTests: XCTestCase {
    func testMegabytesUseOneDecimal() {
        XCTAssertEqual(ByteCountLabel.string(for: 12_400_000), "12.4 MB")
    }
}
