import HealthKit

final class HealthAuthorizer {
    private let store: HKHealthStore

    init(store: HKHealthStore) { self.store = store }

    /// Returns the error HealthKit reported, or nil. The sheet itself is answered by
    /// the simulator's pre-granted Health permissions in CI.
    func requestStepsReadAccess() async -> Error? {
        guard HKHealthStore.isHealthDataAvailable() else { return HealthAuthorizerError.unavailable }
        let steps = HKQuantityType(.stepCount)
        do {
            try await store.requestAuthorization(toShare: [], read: [steps])
            return nil
        } catch {
            return error
        }
    }
}

enum HealthAuthorizerError: Error { case unavailable }
