import BackgroundTasks
import XCTest
@testable import App

final class FakeRunner: BackgroundTaskRunner {
    var expirations: [() -> Void] = []
    var ended: [Int] = []
    private var next = 7
    func begin(name: String, expiration: @escaping () -> Void) -> UIBackgroundTaskIdentifier {
        expirations.append(expiration); defer { next += 1 }; return UIBackgroundTaskIdentifier(rawValue: next)
    }
    func end(_ id: UIBackgroundTaskIdentifier) { ended.append(id.rawValue) }
}

final class OutboxSyncPluginTests: XCTestCase {
    func testScheduleNightlyCompactionSubmitsProcessingRequest() {
        EvidenceRecorder.currentTest = "OutboxSyncPluginTests/testScheduleNightlyCompactionSubmitsProcessingRequest"
        XCTAssertNoThrow(try OutboxSyncPlugin.submitCompaction())
    }

    func testExpirationEndsBackgroundTask() {
        let runner = FakeRunner()
        let outbox = HangingOutbox()               // flush never completes
        let plugin = OutboxSyncPlugin()
        plugin.runner = runner
        plugin.outbox = outbox

        plugin.flushBeforeExit(CAPPluginCall.stub())
        runner.expirations.first?()                // system says time is up

        XCTAssertTrue(outbox.cancelled)
        XCTAssertEqual(runner.ended, [7], "expiration must end the background task or iOS kills the app")
    }
}
