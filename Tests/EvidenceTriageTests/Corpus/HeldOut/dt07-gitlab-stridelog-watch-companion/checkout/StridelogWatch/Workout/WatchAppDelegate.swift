import HealthKit
import WatchKit

protocol WorkoutSessionRecovering {
    func recoverActiveWorkoutSession() async throws -> HKWorkoutSession?
}

extension HKHealthStore: WorkoutSessionRecovering {}

final class WatchAppDelegate: NSObject, WKApplicationDelegate {
    var store: WorkoutSessionRecovering = HKHealthStore()
    private(set) var recoveredSession: HKWorkoutSession?

    func handle(_ workoutConfiguration: HKWorkoutConfiguration) {
        WorkoutManager.shared.start(configuration: workoutConfiguration)
    }

    // watchOS relaunches the app after a crash during an active workout and
    // calls handleActiveWorkoutRecovery(); not implemented yet.
}
