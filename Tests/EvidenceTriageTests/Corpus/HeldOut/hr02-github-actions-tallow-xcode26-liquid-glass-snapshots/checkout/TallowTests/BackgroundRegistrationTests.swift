import XCTest
@testable import Tallow

final class BackgroundRegistrationTests: XCTestCase {
    func testSyncIdentifierIsPermittedInBuiltPlist() throws {
        let permitted = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String])
        XCTAssertTrue(permitted.contains(BackgroundSync.identifier), "permitted: \(permitted)")
    }

    func testFetchModeDeclared() throws {
        let modes = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String])
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes: \(modes)")
    }
}
