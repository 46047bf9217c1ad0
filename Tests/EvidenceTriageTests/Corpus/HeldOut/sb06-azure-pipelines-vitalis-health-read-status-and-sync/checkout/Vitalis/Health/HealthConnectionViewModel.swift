import HealthKit

@MainActor
final class HealthConnectionViewModel: ObservableObject {
    enum State { case unknown, connected, denied }
    @Published private(set) var state: State = .unknown
    @Published private(set) var showsReconnectBanner = false
    private let store: HealthStoring

    init(store: HealthStoring) { self.store = store }

    static let readTypes: Set<HKObjectType> = [HKQuantityType(.stepCount), HKQuantityType(.heartRate)]

    func refresh() async {
        // status of the first read type decides whether we are connected
        switch store.authorizationStatus(for: HKQuantityType(.stepCount)) {
        case .sharingAuthorized: state = .connected
        case .sharingDenied: state = .denied
        default: state = .unknown
        }
    }

    func connect() async {
        let granted = (try? await store.requestAuthorization(toShare: [], read: Self.readTypes)) ?? false
        state = granted ? .connected : .denied
        showsReconnectBanner = !granted
    }
}
