import FirebaseCore
import XCTest
@testable import MapleKit

final class AnalyticsBootstrapTests: XCTestCase {
    func testConfigureLoadsBundledOptions() throws {
        AnalyticsBootstrap.configureIfNeeded()
        let options = try XCTUnwrap(FirebaseApp.app()?.options)
        XCTAssertEqual(options.bundleID, "com.maplebackup.app")
    }
}
