import HealthKit

enum HealthAuthorization {
    static let glucose = HKQuantityType(.bloodGlucose)

    /// Sugarloaf writes finger-stick readings back to Health, so it asks to share as well as read.
    static func request(using store: HKHealthStore = HKHealthStore()) async throws {
        try await store.requestAuthorization(toShare: [glucose], read: [glucose])
    }
}
