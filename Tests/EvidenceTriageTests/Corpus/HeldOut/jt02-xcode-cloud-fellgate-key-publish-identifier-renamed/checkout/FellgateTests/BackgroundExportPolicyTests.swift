import XCTest
@testable import Fellgate

final class BackgroundExportPolicyTests: XCTestCase {
    func testRejectsBackgroundExportBefore136() {
        XCTAssertFalse(BackgroundExportPolicy.canExportInBackground(systemVersion: "13.5.1"))
    }

    func testAllowsBackgroundExportOn136() {
        XCTAssertTrue(BackgroundExportPolicy.canExportInBackground(systemVersion: "13.6"))
    }

    func testAllowsBackgroundExportOnLaterMinorVersions() {
        XCTAssertTrue(BackgroundExportPolicy.canExportInBackground(systemVersion: "13.7"))
        XCTAssertTrue(BackgroundExportPolicy.canExportInBackground(systemVersion: "13.10"), "13.10 is later than 13.6")
        XCTAssertTrue(BackgroundExportPolicy.canExportInBackground(systemVersion: "26.1"))
    }
}
