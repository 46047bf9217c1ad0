import Foundation

/// Uploads daily step totals. Runs from the `com.transistorsoft.trailmix.upload`
/// processing task (scheduled from JS with BackgroundFetch.scheduleTask) and from
/// pull-to-refresh. A day that the server already has must not be sent again.
@objc final class StepUploadJob: NSObject {
    private let store: StepStore
    private let api: StepAPI

    init(store: StepStore, api: StepAPI) {
        self.store = store
        self.api = api
    }

    func run(completion: @escaping (Result<Int, Error>) -> Void) {
        let days = store.closedDays()                 // every finished day still in the store
        let pending = days.filter { $0.uploadedAt == nil || $0.steps != $0.uploadedSteps }
        api.upload(pending.map { StepDay(date: $0.date, steps: $0.steps) }) { result in
            switch result {
            case .success(let accepted):
                // Marks the days uploaded, but only after the whole batch is accepted;
                // `uploadedSteps` is not updated, so a day whose count did not change
                // still compares unequal next time.
                self.store.markUploaded(accepted.map(\.date), at: Date())
                completion(.success(accepted.count))
            case .failure(let error):
                completion(.failure(error))
            }
        }
    }
}
