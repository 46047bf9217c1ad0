import XCTest
@testable import Harbor

final class DownloadSizeLabelTests: XCTestCase {
    func testFormatsMegabytesWithOneDecimal() {
        XCTAssertEqual(DownloadSizeLabel.text(forBytes: 12_500_000), "12.5 MB")
    }
    func testZeroBytes() {
        XCTAssertEqual(DownloadSizeLabel.text(forBytes: 0), "0 MB")
    }
}

