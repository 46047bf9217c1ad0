import HealthKit

/// Requests the HealthKit types Stridelog reads (steps, distance, heart rate) and
/// writes (workouts it records itself, added in 5.2 for the treadmill mode).
final class HealthAuthorizer {
    private let store: HKHealthStore

    init(store: HKHealthStore = HKHealthStore()) {
        self.store = store
    }

    static let readTypes: Set<HKObjectType> = [
        HKQuantityType(.stepCount),
        HKQuantityType(.distanceWalkingRunning),
        HKQuantityType(.heartRate),
        HKObjectType.workoutType(),
    ]

    static let shareTypes: Set<HKSampleType> = [
        HKObjectType.workoutType(),
    ]

    func requestAuthorization() async throws {
        try await store.requestAuthorization(toShare: Self.shareTypes, read: Self.readTypes)
    }
}
