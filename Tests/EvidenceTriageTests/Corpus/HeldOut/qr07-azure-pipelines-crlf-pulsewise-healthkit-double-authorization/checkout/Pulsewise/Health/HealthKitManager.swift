import HealthKit
import os

@MainActor
final class HealthKitManager: ObservableObject {
    static let shared = HealthKitManager()
    private let store = HKHealthStore()
    private let log = Logger(subsystem: "com.pulsewise.app", category: "Health")
    @Published var authorized = false

    let readTypes: Set<HKObjectType> = [
        HKQuantityType(.heartRate), HKQuantityType(.restingHeartRate),
        HKCategoryType(.sleepAnalysis), HKQuantityType(.stepCount),
    ]

    func requestAuthorization(source: String) async {
        log.info("requestAuthorization source=\(source, privacy: .public)")
        do {
            try await store.requestAuthorization(toShare: [], read: readTypes)
            authorized = true
        } catch {
            log.error("requestAuthorization failed: \(error.localizedDescription, privacy: .public)")
        }
    }
}
