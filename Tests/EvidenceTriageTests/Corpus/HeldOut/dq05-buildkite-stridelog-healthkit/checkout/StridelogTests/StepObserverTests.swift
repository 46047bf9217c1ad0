import HealthKit
import XCTest
@testable import Stridelog

private final class FakeStore: HealthStoreQuerying {
    func execute(_ query: HKQuery) {}
    func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {}
}

private struct FakeFetcher: StepSampleFetching {
    let result: Result<Int, Error>
    func fetchNewSteps(completion: @escaping (Result<Int, Error>) -> Void) { completion(result) }
}

final class StepObserverTests: XCTestCase {
    func testObserverCompletesAfterSuccessfulFetch() {
        var completed = 0
        let observer = StepObserver(store: FakeStore(), fetcher: FakeFetcher(result: .success(812)))
        observer.handleUpdate(error: nil) { completed += 1 }
        XCTAssertEqual(completed, 1)
    }

    /// HealthKit backs off and eventually stops background deliveries for an app
    /// that does not call the observer's completion handler, so every path must call it.
    func testObserverCompletesAfterFailedSampleQuery() {
        var completed = 0
        let observer = StepObserver(store: FakeStore(),
                                    fetcher: FakeFetcher(result: .failure(HKError(.errorDatabaseInaccessible))))
        observer.handleUpdate(error: nil) { completed += 1 }
        XCTAssertEqual(completed, 1, "observer completion handler not called after a failed anchored query")
    }
}
