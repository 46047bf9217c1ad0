import XCTest
@testable import Stridekeep

final class HealthObserverTests: XCTestCase {
    func testObserverCompletionCalledAfterUpload() {
        let registry = HealthObserverRegistry(store: FakeHealthStore(), uploader: FakeUploader(result: .success(4)))
        var completed = false
        registry.observerFired(.fixture(metric: .stepCount), completion: { completed = true }, error: nil)
        XCTAssertTrue(completed)
    }

    func testObserverCompletionCalledWhenUploadFails() {
        let registry = HealthObserverRegistry(store: FakeHealthStore(), uploader: FakeUploader(result: .failure(URLError(.notConnectedToInternet))))
        var completed = false
        registry.observerFired(.fixture(metric: .stepCount), completion: { completed = true }, error: nil)
        XCTAssertTrue(completed, "HKObserverQuery completion handler must be called when the upload fails, not left for a retry")
    }
}
