import HealthKit
import OSLog

/// Wakes Tidewell when new step or water samples land in HealthKit so the
/// daily goal ring and the coach nudges stay current without opening the app.
final class HealthBackgroundDelivery {
    static let observedTypes: [HKSampleType] = [
        HKQuantityType(.stepCount),
        HKQuantityType(.dietaryWater),
    ]

    private let store: HKHealthStore
    private let onUpdate: @Sendable (HKSampleType) async -> Void
    private let log = Logger(subsystem: "com.tidewell.app", category: "health-bg")
    private var queries: [HKObserverQuery] = []

    init(store: HKHealthStore, onUpdate: @escaping @Sendable (HKSampleType) async -> Void) {
        self.store = store
        self.onUpdate = onUpdate
    }

    /// Called from application(_:didFinishLaunchingWithOptions:) so the
    /// observer queries exist before HealthKit delivers a background update.
    func start() async throws {
        for type in Self.observedTypes {
            let query = HKObserverQuery(sampleType: type, predicate: nil) { [onUpdate] _, completion, error in
                guard error == nil else { completion(); return }
                Task {
                    await onUpdate(type)
                    completion()
                }
            }
            store.execute(query)
            queries.append(query)
            try await enable(type)
        }
    }

    func enable(_ type: HKSampleType) async throws {
        do {
            try await store.enableBackgroundDelivery(for: type, frequency: .hourly)
            log.info("background delivery enabled for \(type.identifier, privacy: .public)")
        } catch {
            log.error("enableBackgroundDelivery failed for \(type.identifier, privacy: .public): \(error, privacy: .public)")
            throw error
        }
    }
}
