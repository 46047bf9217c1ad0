import XCTest
@testable import Pulsepath

final class ObserverUpdateHandlerTests: XCTestCase {
    func testCompletionCalledAfterSuccessfulSync() {
        let done = expectation(description: "HealthKit completion handler called")
        ObserverUpdateHandler(sync: StubSync(result: .success(2))).handleUpdate { done.fulfill() }
        wait(for: [done], timeout: 2)
    }

    func testCompletionCalledWhenSyncThrows() {
        // HealthKit backs off (and eventually stops background delivery) if the completion handler is not called.
        let done = expectation(description: "HealthKit completion handler called")
        ObserverUpdateHandler(sync: StubSync(result: .failure(URLError(.timedOut)))).handleUpdate { done.fulfill() }
        wait(for: [done], timeout: 2)
    }
}
