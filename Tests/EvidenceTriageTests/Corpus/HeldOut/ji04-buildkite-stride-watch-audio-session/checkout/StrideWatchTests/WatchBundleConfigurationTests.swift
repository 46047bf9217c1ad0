import XCTest
@testable import StrideWatch

/// Guards the built watch app's Info.plist (the unit tests run inside StrideWatch.app).
final class WatchBundleConfigurationTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }

    func testCompanionBundleIdentifier() {
        XCTAssertEqual(info["WKCompanionAppBundleIdentifier"] as? String, "com.strideapp.ios")
    }

    func testWorkoutProcessingBackgroundMode() {
        XCTAssertEqual(info["WKBackgroundModes"] as? [String], ["workout-processing"])
    }

    /// The iPhone's workout Live Activity appears on the watch in the .small family;
    /// watchOS only opens this app on tap for attribute types listed here.
    func testLiveActivityTapLaunchesWatchApp() {
        let types = info["WKSupportsLiveActivityLaunchAttributeTypes"] as? [String] ?? []
        XCTAssertEqual(types, [String(describing: WorkoutActivityAttributes.self)],
                       "WKSupportsLiveActivityLaunchAttributeTypes must list the attributes whose Live Activity tap opens the watch app")
    }
}
