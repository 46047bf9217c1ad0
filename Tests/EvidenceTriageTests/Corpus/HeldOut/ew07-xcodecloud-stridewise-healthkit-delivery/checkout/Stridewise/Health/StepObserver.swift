import HealthKit
import OSLog

/// Registers the HKObserverQuery + background delivery for step count.
/// HealthKit stops background delivery after an app fails to call the
/// observer's completion handler three times in a row.
final class StepObserver {
    private let store: HKHealthStore
    private let job: () -> StepUploadJob
    private let log = Logger(subsystem: "com.stridewise.app", category: "health")
    let debugLog: DebugLog

    init(store: HKHealthStore = HKHealthStore(), job: @escaping () -> StepUploadJob, debugLog: DebugLog = .shared) {
        self.store = store
        self.job = job
        self.debugLog = debugLog
    }

    func start() {
        let type = HKQuantityType(.stepCount)
        let query = HKObserverQuery(sampleType: type, predicate: nil) { [weak self] _, completion, error in
            self?.handleUpdate(error: error, completion: completion)
        }
        store.execute(query)
        debugLog.append("[observer] registered stepCount")
        store.enableBackgroundDelivery(for: type, frequency: .immediate) { [debugLog] ok, error in
            debugLog.append("[delivery] enableBackgroundDelivery stepCount frequency=immediate -> \(ok ? "ok" : "error: \(String(describing: error))")")
        }
    }

    func handleUpdate(error: Error?, completion: @escaping HKObserverQueryCompletionHandler) {
        debugLog.append("[observer] fired")
        guard error == nil else { return completion() }
        Task {
            do {
                try await job().run()
                completion()
            } catch {
                log.error("step upload failed: \(String(describing: error), privacy: .public)")
            }
        }
    }
}
