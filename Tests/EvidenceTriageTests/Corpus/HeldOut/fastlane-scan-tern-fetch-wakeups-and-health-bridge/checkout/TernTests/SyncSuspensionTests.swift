import XCTest
@testable import Tern

final class SyncSuspensionTests: XCTestCase {
    func testBackgroundFetchWakeupsDoNotSuspendForegroundSync() async throws {
        let sync = RecordingSyncEngine()
        let app = TernAppController(sync: sync, clock: ImmediateClock())
        // Five legacy background-fetch wake-ups while suspended, then the user opens the app.
        for _ in 0..<5 {
            await app.application(.shared, performFetchWithCompletionHandler: { _ in })
        }
        await app.sceneDidBecomeActive()
        try await sync.waitUntilIdle()
        XCTAssertEqual(sync.suspendCount, 0, "fetch wake-ups must not suspend the foreground sync")
    }
}
