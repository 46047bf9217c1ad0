import XCTest
@testable import Tallow

final class AppEnvironmentTests: XCTestCase {
    func testEnvironmentNameIsInjected() {
        let environment = AppEnvironment(bundle: .main)
        XCTAssertFalse(environment.name.isEmpty)
    }

    func testSyncBaseURLHasHost() {
        let environment = AppEnvironment(bundle: .main)
        XCTAssertEqual(environment.syncBaseURL.scheme, "https")
        XCTAssertNotNil(environment.syncBaseURL.host,
                        "TallowSyncBaseURL in Info.plist has no host: \(environment.syncBaseURL.absoluteString)")
    }
}
