import XCTest
import HealthKit
@testable import Curlew

final class ObserverUpdateHandlerTests: XCTestCase {
    func testCompletionHandlerCalledAfterUpload() {
        let delivery = StepBackgroundDelivery(store: HKHealthStore(), sync: StubSync(result: .success(3)))
        let done = expectation(description: "HealthKit completion handler")
        delivery.handleUpdate { done.fulfill() }
        wait(for: [done], timeout: 2)
    }

    func testCompletionHandlerCalledWhenUploadFails() {
        // HealthKit stops background delivery after three unanswered wakes, so the
        // handler must be acknowledged on the failure path too.
        let delivery = StepBackgroundDelivery(store: HKHealthStore(), sync: StubSync(result: .failure(URLError(.timedOut))))
        let done = expectation(description: "HealthKit completion handler")
        delivery.handleUpdate { done.fulfill() }
        wait(for: [done], timeout: 2)
    }
}

private struct StubSync: StepSyncing {
    let result: Result<Int, Error>
    func syncNewSamples(completion: @escaping (Result<Int, Error>) -> Void) { completion(result) }
}
