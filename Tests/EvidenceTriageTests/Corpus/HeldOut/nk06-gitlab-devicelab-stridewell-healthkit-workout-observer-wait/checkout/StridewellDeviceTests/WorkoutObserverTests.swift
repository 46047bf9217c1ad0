import XCTest
import HealthKit
@testable import Stridewell

/// Device lab only: the lab agent saves a workout through its own writer app.
final class WorkoutObserverTests: XCTestCase {
    private let store = HKHealthStore()

    func testObserverQueryIsRegisteredAtLaunch() {
        XCTAssertTrue(WorkoutObserver.shared.isObserving(.workoutType()))
    }

    func testObserverFiresWhenWorkoutSavedInBackground() throws {
        let fired = expectation(description: "HKObserverQuery update for workouts")
        WorkoutObserver.shared.onUpdate = { type in
            if type == .workoutType() { fired.fulfill() }
        }
        LabAgent.sendAppToBackground()
        try LabAgent.saveWorkout(kind: .running, minutes: 12, via: "LabWorkoutWriter")
        wait(for: [fired], timeout: 300)
    }
}
