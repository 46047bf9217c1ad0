import XCTest
import HealthKit
@testable import Stridely

final class StepObserverTests: XCTestCase {
    private let store = HKHealthStore()

    func testEnableBackgroundDeliveryForStepCount() async throws {
        let observer = StepObserver(store: store, uploader: .noop)
        do {
            try await observer.enableBackgroundDelivery()
        } catch {
            XCTFail("enableBackgroundDelivery failed: \(error)")
        }
    }

    /// HealthKit stops waking the app after it fails to call the completion handler three times.
    func testObserverHandlerCallsCompletionOnFetchError() {
        let observer = StepObserver(store: FailingAnchoredQueryStore(error: HKError(.errorDatabaseInaccessible)),
                                    uploader: .noop)
        var completionCalls = 0
        observer.handleObserverUpdate(error: nil) { completionCalls += 1 }
        XCTAssertEqual(completionCalls, 1)
    }
}
