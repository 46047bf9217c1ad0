import XCTest
@testable import App

final class HabitSyncJobTests: XCTestCase {
    func testSyncMergesRemoteChecks() async throws {
        let local = HabitLog(checks: ["2026-08-10", "2026-08-11"])
        let remote = HabitLog(checks: ["2026-08-11", "2026-08-12"])
        let merged = try await HabitSyncJob(store: .memory(local), api: .stub(remote)).run()
        XCTAssertEqual(merged.checks, ["2026-08-10", "2026-08-11", "2026-08-12"])
    }
}
