import XCTest
@testable import Trailhead

/// Invariants between what the app offers and what the built app declares.
final class BackgroundCapabilityTests: XCTestCase {
    private var backgroundModes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }

    func testTrailConditionsTaskIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(TrailConditionsRefresh.taskIdentifier))
        XCTAssertTrue(backgroundModes.contains("fetch"))
    }

    func testAlwaysLocationModeDeclaresLocationBackgroundMode() {
        guard LocationMode.allCases.contains(.always) else { return }
        XCTAssertTrue(backgroundModes.contains("location"), "Settings offers Always location, but UIBackgroundModes is \(backgroundModes)")
    }
}
