import XCTest
@testable import BeaconKit

final class LifecycleFlushTests: XCTestCase {
    func testBackgroundTaskOutlivesFlush() async throws {
        let app = FakeApplication()
        BackgroundTasks.application = app
        let session = StubHTTPSession(status: 200, delay: .milliseconds(50), onComplete: { app.log.append(.flushCompleted) })
        let beacon = Beacon(configuration: .test, session: session)
        beacon.track("opened_settings")

        LifecycleFlusher(beacon: beacon).applicationDidEnterBackground()
        try await beacon.waitUntilIdle()

        XCTAssertEqual(app.log, [.begin("Beacon flush"), .flushCompleted, .end("Beacon flush")],
                       "the flush background task must end after the upload completes, not when it starts")
    }
}
