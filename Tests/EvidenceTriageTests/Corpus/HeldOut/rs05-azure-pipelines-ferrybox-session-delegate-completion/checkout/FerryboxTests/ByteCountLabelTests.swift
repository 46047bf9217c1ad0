import XCTest
@testable import Ferrybox

final class ByteCountLabelTests: XCTestCase {
    func testMegabytesOneDecimal() {
        XCTAssertEqual(ByteCountLabel.text(for: 5_452_595), "5.5 MB")
    }
}
