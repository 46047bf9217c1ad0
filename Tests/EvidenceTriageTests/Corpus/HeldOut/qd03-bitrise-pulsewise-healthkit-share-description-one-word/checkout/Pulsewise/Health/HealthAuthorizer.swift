import HealthKit

final class HealthAuthorizer {
    static let readTypes: Set<HKObjectType> = [
        HKQuantityType(.heartRate),
        HKQuantityType(.stepCount),
        HKQuantityType(.restingHeartRate),
    ]
    static let shareTypes: Set<HKSampleType> = [HKCategoryType(.mindfulSession)]

    private let store: HKHealthStore

    init(store: HKHealthStore = HKHealthStore()) {
        self.store = store
    }

    func requestAccess() async throws -> Bool {
        guard HKHealthStore.isHealthDataAvailable() else { return false }
        try await store.requestAuthorization(toShare: Self.shareTypes, read: Self.readTypes)
        return true
    }
}
