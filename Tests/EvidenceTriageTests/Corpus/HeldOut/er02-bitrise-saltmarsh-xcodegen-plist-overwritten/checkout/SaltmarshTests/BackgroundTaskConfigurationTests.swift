import XCTest
@testable import Saltmarsh

/// Reads the Info.plist of the app bundle that is actually running (the built
/// artifact, not the file in the repository).
final class BackgroundTaskConfigurationTests: XCTestCase {

    func testBuiltPlistPermitsSightingSync() {
        let info = Bundle.main.infoDictionary ?? [:]
        let permitted = info["BGTaskSchedulerPermittedIdentifiers"] as? [String]
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        XCTAssertTrue(permitted?.contains(SightingSyncScheduler.identifier) == true && modes.contains("fetch"),
                      "BGTaskSchedulerPermittedIdentifiers = \(String(describing: permitted)), UIBackgroundModes = \(modes)")
    }
}
