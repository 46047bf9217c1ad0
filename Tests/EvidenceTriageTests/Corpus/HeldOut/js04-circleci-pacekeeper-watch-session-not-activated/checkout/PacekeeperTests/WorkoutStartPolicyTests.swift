import XCTest
@testable import Pacekeeper

final class WorkoutStartPolicyTests: XCTestCase {
    func testNoPairedWatchStaysOnPhone() {
        let decision = WorkoutStartPolicy.decide(paired: false, watchAppInstalled: false, activation: .activated)
        XCTAssertEqual(decision, .recordOnPhone)
    }

    func testNotInstalledFlagStillLaunchesWorkoutOnWatch() {
        // WCSession.isWatchAppInstalled can report false while the watch app is installed;
        // HealthKit's startWatchApp(with:) is the authority and reports a real failure itself.
        let decision = WorkoutStartPolicy.decide(paired: true, watchAppInstalled: false, activation: .activated)
        XCTAssertEqual(decision, .launchViaHealthKit)
    }

    func testInactiveSessionWaitsForActivation() {
        let decision = WorkoutStartPolicy.decide(paired: true, watchAppInstalled: true, activation: .inactive)
        XCTAssertEqual(decision, .waitForActivation)
    }
}
