import XCTest
@testable import Runner

final class PeriodicRefreshTests: XCTestCase {
    func testRefreshCallbackAfterFixedSleep() async throws {
        let store = ProbeStore.shared
        store.reset()
        try await WorkmanagerBridge.registerPeriodicTask(uniqueName: "be.bramble.garden.iOSBackgroundAppRefresh",
                                                          taskName: "weatherRefresh",
                                                          frequencyMinutes: 15)
        // Give iOS a minute to pick the refresh up.
        try await Task.sleep(for: .seconds(60))
        XCTAssertTrue(store.didRun("weatherRefresh"), "weatherRefresh did not run within 60 s")
    }
}
