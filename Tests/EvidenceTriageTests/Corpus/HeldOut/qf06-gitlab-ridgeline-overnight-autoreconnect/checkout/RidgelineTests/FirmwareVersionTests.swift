import XCTest
@testable import Ridgeline

final class FirmwareVersionTests: XCTestCase {
    func testCompareSemver() {
        XCTAssertLessThan(FirmwareVersion(raw: "1.9.2"), FirmwareVersion(raw: "1.10.0"))
    }
}
