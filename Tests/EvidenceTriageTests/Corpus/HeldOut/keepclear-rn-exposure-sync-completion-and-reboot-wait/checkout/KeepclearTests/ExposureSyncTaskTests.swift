import BackgroundTasks
import XCTest
@testable import Keepclear

final class ExposureSyncTaskTests: XCTestCase {
    private var keyServer: StubKeyServer!
    private var sync: ExposureSyncTask!

    override func setUp() {
        keyServer = StubKeyServer()
        sync = ExposureSyncTask(keyServer: keyServer, matcher: FakeExposureMatcher())
    }

    func testHandlerCompletesTaskAfterDownload() {
        keyServer.batches = [.fixture(named: "batch-2020-08-17")]
        let task = FakeProcessingTask(identifier: "pt.keepclear.app.exposure-notification")
        sync.handle(task)
        XCTAssertEqual(task.completedSuccess, true)
    }

    /// When the key server has no new batch the handler returns early; the system task must still be completed,
    /// otherwise iOS kills the app when the task runs out of time.
    func testHandlerCompletesTaskWhenNothingToDownload() {
        keyServer.batches = []
        let task = FakeProcessingTask(identifier: "pt.keepclear.app.exposure-notification")
        sync.handle(task)
        XCTAssertTrue(task.didComplete, "setTaskCompleted was never called")
    }
}
