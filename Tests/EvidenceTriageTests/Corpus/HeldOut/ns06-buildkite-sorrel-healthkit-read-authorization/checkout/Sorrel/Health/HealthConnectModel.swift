import HealthKit

@MainActor
final class HealthConnectModel: ObservableObject {
    enum State: Equatable { case unknown, connected, needsReconnect }
    @Published private(set) var state: State = .unknown
    static let defaultReadTypes: Set<HKObjectType> = [HKCategoryType(.sleepAnalysis), HKQuantityType(.heartRate)]
    private let store: HealthStoring

    init(store: HealthStoring) { self.store = store }

    func connect(reading types: Set<HKObjectType>) async {
        do {
            try await store.requestAuthorization(toShare: [], read: types)
            state = .connected
            Log.health.info("requestAuthorization succeeded; state=connected")
        } catch {
            state = .needsReconnect
            Log.health.error("requestAuthorization failed: \(error)")
        }
    }
}
