import HealthKit

/// Asks for the HealthKit types the watch needs to record a run.
/// Writing workouts requires NSHealthUpdateUsageDescription in the watch
/// app's own Info.plist; HealthKit raises if it is missing.
struct WorkoutPermissions {
    let store: HKHealthStore

    static let share: Set<HKSampleType> = [HKObjectType.workoutType(),
                                           HKQuantityType(.activeEnergyBurned),
                                           HKQuantityType(.distanceWalkingRunning)]
    static let read: Set<HKObjectType> = [HKQuantityType(.heartRate), HKObjectType.workoutType()]

    func request() async throws {
        try await store.requestAuthorization(toShare: Self.share, read: Self.read)
    }
}
