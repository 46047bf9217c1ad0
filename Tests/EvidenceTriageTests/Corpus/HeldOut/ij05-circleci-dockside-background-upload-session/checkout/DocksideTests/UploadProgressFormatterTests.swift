import XCTest
@testable import Dockside

final class UploadProgressFormatterTests: XCTestCase {
    func testWholeMegabytes() {
        XCTAssertEqual(UploadProgressFormatter.string(sent: 10_000_000, total: 40_000_000), "10 of 40 MB")
    }

    func testFractionShowsOneDecimal() {
        XCTAssertEqual(UploadProgressFormatter.string(sent: 12_500_000, total: 40_000_000), "12.5 of 40 MB")
    }
}
