import HealthKit
import XCTest
@testable import Shingle

final class StepObserverTests: XCTestCase {
    func testCompletionHandlerCalledAfterUpload() {
        let store = HealthStoringMock()
        let uploader = DailyTotalUploaderSpy()
        var events: [String] = []
        uploader.onUpload = { events.append("upload") }

        StepObserver(store: store, uploader: uploader).start()
        store.lastObserverUpdateHandler?(store.lastObserverQuery!, { events.append("completion") }, nil)
        uploader.finishPendingUpload(.success(()))

        XCTAssertEqual(events, ["upload", "completion"], "HealthKit must only be told we are done after the upload")
    }
}
