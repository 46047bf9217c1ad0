import BackgroundTasks
import XCTest
@testable import Brightwell

/// Device-lab only: drives the real scheduler with the debug hooks, as we do by hand in lldb.
final class MeterSyncSimulationTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "MeterSyncSimulationTests/testSimulatedExpirationCancelsUpload", 1)
        ReadingUploader.live.testThrottle = 20   // seconds per batch, so the upload is still running
    }

    override func tearDown() {
        ReadingUploader.live.testThrottle = nil
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testSimulatedExpirationCancelsUpload() throws {
        let request = BGAppRefreshTaskRequest(identifier: MeterSyncJob.identifier)
        try BGTaskScheduler.shared.submit(request)
        DiagnosticRecorder.shared.record(MeterSyncJob.identifier, kind: .appRefresh, phase: .submission, ok: true)

        BackgroundTaskDebugHooks.simulateLaunch(MeterSyncJob.identifier)
        let started = expectation(for: NSPredicate { _, _ in ReadingUploader.live.isUploading }, evaluatedWith: nil)
        wait(for: [started], timeout: 10)

        BackgroundTaskDebugHooks.simulateExpiration(MeterSyncJob.identifier)
        let cancelled = expectation(for: NSPredicate { _, _ in ReadingUploader.live.wasCancelled }, evaluatedWith: nil)
        let result = XCTWaiter().wait(for: [cancelled], timeout: 5)

        XCTAssertEqual(result, .completed, "upload was not cancelled within 5 s of expiration")
    }
}
