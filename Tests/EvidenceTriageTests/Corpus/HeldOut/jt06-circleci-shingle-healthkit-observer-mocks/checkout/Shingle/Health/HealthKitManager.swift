import Combine
import HealthKit

/// Owns HealthKit authorisation and background delivery for the step challenge.
final class HealthKitManager {
    private let store: HealthStoring
    private var cancellables = Set<AnyCancellable>()

    init(store: HealthStoring = HKHealthStore()) {
        self.store = store
    }

    /// Must run from application(_:didFinishLaunchingWithOptions:) so observer
    /// queries exist before HealthKit relaunches us in the background.
    func registerForBackgroundDelivery() {
        HealthKitPermissionType.allCases.forEach { permission in
            store.enableBackgroundDelivery(for: permission.objectType, frequency: .hourly)
                .sink { _ in }
                .store(in: &cancellables)
        }
    }
}
