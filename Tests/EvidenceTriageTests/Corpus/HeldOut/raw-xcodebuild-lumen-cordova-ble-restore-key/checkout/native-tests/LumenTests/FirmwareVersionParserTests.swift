import XCTest
@testable import Lumen

final class FirmwareVersionParserTests: XCTestCase {
    func testParsesPlainVersion() {
        XCTAssertEqual(FirmwareVersion(parsing: "2.4.0")?.description, "2.4.0")
    }

    func testParsesBetaSuffix() {
        let v = FirmwareVersion(parsing: "2.4.0-beta.3")
        XCTAssertEqual(v?.description, "2.4.0-beta.3", "pre-release tag must survive a round trip")
        XCTAssertTrue(v?.isPrerelease ?? false)
    }

    func testOrdersBetaBeforeRelease() {
        let beta = FirmwareVersion(parsing: "2.4.0-beta.3")!
        let release = FirmwareVersion(parsing: "2.4.0")!
        XCTAssertLessThan(beta, release)
    }
}
