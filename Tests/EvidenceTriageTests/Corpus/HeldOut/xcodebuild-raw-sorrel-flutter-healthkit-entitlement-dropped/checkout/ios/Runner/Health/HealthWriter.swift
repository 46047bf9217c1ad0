import HealthKit

/// Native side of the `sorrel/health` method channel: writes finished challenge walks to Apple Health.
final class HealthWriter {
    private let store: HKHealthStore
    private let types: Set<HKSampleType> = [HKObjectType.workoutType(),
                                            HKQuantityType(.activeEnergyBurned),
                                            HKQuantityType(.distanceWalkingRunning)]

    init(store: HKHealthStore) {
        self.store = store
    }

    func requestAuthorization() async throws -> Bool {
        guard HKHealthStore.isHealthDataAvailable() else { return false }
        try await store.requestAuthorization(toShare: types, read: types)
        return true
    }

    func save(_ sample: WorkoutSample) async throws {
        _ = try await requestAuthorization()
        let builder = HKWorkoutBuilder(healthStore: store, configuration: sample.configuration, device: .local())
        try await builder.beginCollection(at: sample.start)
        try await builder.addSamples(sample.quantitySamples)
        try await builder.endCollection(at: sample.end)
        _ = try await builder.finishWorkout()
    }

    func workouts(since date: Date) async throws -> [HKWorkout] {
        let predicate = HKQuery.predicateForSamples(withStart: date, end: nil)
        let descriptor = HKSampleQueryDescriptor(predicates: [.workout(predicate)], sortDescriptors: [])
        return try await descriptor.result(for: store)
    }
}
