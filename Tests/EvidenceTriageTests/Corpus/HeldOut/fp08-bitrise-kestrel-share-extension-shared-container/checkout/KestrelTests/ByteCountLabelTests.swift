import XCTest
@testable import Kestrel

final class ByteCountLabelTests: XCTestCase {
    func testKilobytes() {
        XCTAssertEqual(ByteCountLabel.text(for: 2_048), "2 KB")
    }

    func testMegabytesUseDecimalUnits() {
        // Matches what the Files app shows for the same document.
        XCTAssertEqual(ByteCountLabel.text(for: 5_000_000), "5 MB")
    }
}
