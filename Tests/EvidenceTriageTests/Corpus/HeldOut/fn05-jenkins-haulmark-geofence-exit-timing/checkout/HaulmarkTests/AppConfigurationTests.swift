import XCTest
@testable import Haulmark

/// Guards the built Info.plist of the app these tests are hosted in.
final class AppConfigurationTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testBackgroundModesIncludeLocationAndFetch() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(modes.contains("location"))
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testLocationUsageDescriptionsPresent() {
        XCTAssertNotNil(info["NSLocationWhenInUseUsageDescription"])
        XCTAssertNotNil(info["NSLocationAlwaysAndWhenInUseUsageDescription"])
    }

    func testManifestSyncIdentifierIsPermitted() {
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(permitted.contains(ManifestSync.identifier),
                      "\(ManifestSync.identifier) missing from BGTaskSchedulerPermittedIdentifiers \(permitted)")
    }
}
