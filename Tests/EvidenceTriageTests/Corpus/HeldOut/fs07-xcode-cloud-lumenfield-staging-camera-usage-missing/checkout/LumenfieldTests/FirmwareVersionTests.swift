import XCTest
@testable import Lumenfield

final class FirmwareVersionTests: XCTestCase {
    func testComparesPatchVersions() {
        XCTAssertLessThan(FirmwareVersion(raw: "1.9.3"), FirmwareVersion(raw: "1.10.0"))
    }

    func testEqualVersions() {
        XCTAssertEqual(FirmwareVersion(raw: "2.0.1"), FirmwareVersion(raw: "2.0.1"))
    }
}
