import XCTest
@testable import Marrow

final class BackgroundEventsTests: XCTestCase {
    func testHandleEventsStoresCompletionHandler() {
        let delegate = AppDelegate()
        var called = false
        delegate.application(UIApplication.shared, handleEventsForBackgroundURLSession: "io.marrow.uploads") { called = true }
        UploadSessionRegistry.shared.session(for: "io.marrow.uploads")?.simulateDidFinishEvents()
        XCTAssertTrue(called, "system completion handler must run after urlSessionDidFinishEvents")
    }
}
