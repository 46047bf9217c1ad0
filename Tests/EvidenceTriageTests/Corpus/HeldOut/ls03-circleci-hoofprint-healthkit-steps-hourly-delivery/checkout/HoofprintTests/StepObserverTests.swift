import HealthKit
import XCTest
@testable import Hoofprint

final class StepObserverTests: XCTestCase {
    private var store: FakeHealthStore!
    private var uploader: FakeStepUploader!
    private var sut: StepObserver!

    override func setUp() {
        store = FakeHealthStore()
        uploader = FakeStepUploader()
        sut = StepObserver(store: store, uploader: uploader)
    }

    func testStartRegistersObserverForStepCount() {
        sut.start()
        XCTAssertEqual(store.executedQueries.count, 1)
    }

    func testStartEnablesImmediateBackgroundDelivery() {
        sut.start()
        XCTAssertEqual(store.backgroundDeliveryRequests.first?.frequency, .immediate)
    }

    func testCompletionHandlerCalledAfterUpload() {
        uploader.result = .success(12)
        let completion = expectation(description: "HealthKit observer completion handler called")
        sut.observerFired(error: nil, completion: { completion.fulfill() })
        wait(for: [completion], timeout: 2)
    }

    func testCompletionHandlerCalledWhenUploadFails() {
        uploader.result = .failure(URLError(.notConnectedToInternet))
        let completion = expectation(description: "HealthKit observer completion handler called")
        sut.observerFired(error: nil, completion: { completion.fulfill() })
        wait(for: [completion], timeout: 2)
    }
}
