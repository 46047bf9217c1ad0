import BackgroundTasks
import Capacitor
import CapacitorBackgroundRunner
import XCTest
@testable import App

final class BackgroundRunnerTests: XCTestCase {
    override func setUp() {
        setenv("EVIDENCE_TEST_ID", "BackgroundRunnerTests/\(invocation!.selector.description)", 1)
    }

    func testRunnerConfigHasCheckInEvent() throws {
        let config = try XCTUnwrap(RunnerConfigLoader.load(label: AppDelegate.runnerTaskId))
        XCTAssertEqual(config.event, "checkIn")
    }

    func testDispatchCheckInEventWhileBackgrounded() async throws {
        await MainActor.run {
            NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        }
        // Same call the WebView makes through BackgroundRunner.dispatchEvent(...).
        let result = try await BackgroundRunner.shared.dispatchEvent(
            runner: RunnerConfigLoader.load(label: AppDelegate.runnerTaskId)!,
            event: "checkIn", inputArgs: ["siteId": "S-114"])
        XCTAssertNil(result?["error"])
    }

    func testCheckInTaskRunsAfterBackgrounding() async throws {
        KVStore.shared.remove("lastCheckIn")
        BackgroundRunner.shared.scheduleBackgroundTasks()

        // interval is 15 min in capacitor.config.ts; on CI we only give it 90 s.
        try await Task.sleep(for: .seconds(90))

        XCTAssertNotNil(KVStore.shared.get("lastCheckIn"), "runner task should have checked in after backgrounding")
    }
}
