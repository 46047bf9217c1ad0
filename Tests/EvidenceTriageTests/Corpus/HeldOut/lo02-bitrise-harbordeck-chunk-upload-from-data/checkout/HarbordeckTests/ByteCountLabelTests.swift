import XCTest
@testable import Harbordeck

final class ByteCountLabelTests: XCTestCase {
    private let en = Locale(identifier: "en_US")

    func testMegabytesAreWholeNumbers() {
        XCTAssertEqual(ByteCountLabel.text(for: 12_400_000, locale: en), "12 MB")
    }

    func testGigabytesShowOneDecimal() {
        XCTAssertEqual(ByteCountLabel.text(for: 1_500_000_000, locale: en), "1.5 GB")
    }

    func testZeroBytes() {
        XCTAssertEqual(ByteCountLabel.text(for: 0, locale: en), "Zero KB")
    }
}
