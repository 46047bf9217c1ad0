import XCTest
@testable import Runner

/// Pins the three places that must agree for iOS background sync:
/// lib/sync/background_sync.dart, AppDelegate.swift and the built Info.plist.
final class ArchitectureGuardsTests: XCTestCase {
    private let info = Bundle.main.infoDictionary ?? [:]

    func testSyncIdentifierPermitted() {
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        XCTAssertTrue(ids.contains("dev.hearthbeat.app.backgroundSync"))
    }

    func testIOSInfoPlistCarriesBackgroundModeForSyncTask() {
        let modes = Set(info["UIBackgroundModes"] as? [String] ?? [])
        // background_sync.dart uses Workmanager().registerPeriodicTask -> BGAppRefreshTaskRequest
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes=\(modes.sorted())")
    }
}
