import XCTest
import HealthKit
@testable import Curlew

final class BackgroundDeliveryTests: XCTestCase {
    func testEnablesBackgroundDeliveryForStepCount() {
        let delivery = StepBackgroundDelivery(store: HKHealthStore(), sync: NoopSync())
        let enabled = expectation(description: "enableBackgroundDelivery completes")
        var failure: Error?
        delivery.start { error in
            failure = error
            enabled.fulfill()
        }
        wait(for: [enabled], timeout: 10)
        XCTAssertNil(failure)
    }
}

private struct NoopSync: StepSyncing {
    func syncNewSamples(completion: @escaping (Result<Int, Error>) -> Void) { completion(.success(0)) }
}
