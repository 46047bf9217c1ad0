import XCTest
@testable import Waypoint

final class VisitProbeTests: XCTestCase {
    func testEnabledByLaunchArgument() {
        XCTAssertTrue(VisitProbe.isEnabled(environment: [:], arguments: ["Waypoint", "-waypoint_visit_probe", "YES"],
                                           defaults: UserDefaults(suiteName: #function)!))
    }

    /// A system relaunch (visit delivery to a terminated app) carries no environment
    /// and no launch arguments, so the gate must come back from what was stored at the first launch.
    func testGateSurvivesRelaunchWithoutEnvironment() {
        let defaults = UserDefaults(suiteName: #function)!
        defaults.removePersistentDomain(forName: #function)
        _ = VisitProbe.isEnabled(environment: ["WAYPOINT_VISIT_PROBE": "1"], arguments: [], defaults: defaults)
        XCTAssertTrue(VisitProbe.isEnabled(environment: [:], arguments: [], defaults: defaults))
    }
}
