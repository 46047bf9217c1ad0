import XCTest
@testable import Tallowby

final class ByteCountLabelTests: XCTestCase {
    func testSmallExportShowsKilobytes() {
        XCTAssertEqual(ByteCountLabel.text(for: 12_288), "12 KB")
    }

    func testMediumExportShowsMegabytes() {
        XCTAssertEqual(ByteCountLabel.text(for: 5_767_168), "5.5 MB")
    }

    func testLargeExportShowsGigabytes() {
        XCTAssertEqual(ByteCountLabel.text(for: 1_610_612_736), "1.5 GB")
    }
}
