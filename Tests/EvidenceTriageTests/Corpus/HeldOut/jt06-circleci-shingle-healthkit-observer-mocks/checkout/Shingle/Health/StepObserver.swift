import HealthKit

/// Wraps the HKObserverQuery for step samples. HealthKit wakes the app when new
/// steps are saved; we upload the day's total and tell HealthKit we are done.
final class StepObserver {
    private let store: HealthStoring
    private let uploader: DailyTotalUploading

    init(store: HealthStoring, uploader: DailyTotalUploading) {
        self.store = store
        self.uploader = uploader
    }

    func start() {
        let query = store.makeObserverQuery(sampleType: HKQuantityType(.stepCount)) { [weak self] _, completionHandler, error in
            guard let self, error == nil else { completionHandler(); return }
            // Tell HealthKit straight away so it does not back off.
            completionHandler()
            self.uploader.uploadTodayTotal { _ in }
        }
        store.execute(query)
    }
}
