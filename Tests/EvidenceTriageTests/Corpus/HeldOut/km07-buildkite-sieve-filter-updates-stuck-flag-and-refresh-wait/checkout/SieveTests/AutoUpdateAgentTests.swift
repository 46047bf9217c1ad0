import XCTest
@testable import Sieve

@MainActor
final class AutoUpdateAgentTests: XCTestCase {
    func testUpdatesRunInAppWhenAgentDisabled() async throws {
        let defaults = UserDefaults(suiteName: "AutoUpdateAgentTests")!
        defaults.removePersistentDomain(forName: "AutoUpdateAgentTests")
        let updater = FakeFilterUpdater()
        let scheduler = FilterUpdateScheduler(defaults: defaults, updater: updater)
        let settings = SieveSettings(defaults: defaults)
        settings.backgroundAgentEnabled = false

        AutoUpdateAgent(scheduler: scheduler, settings: settings).appDidBecomeActive()
        try await Task.sleep(for: .seconds(1))

        XCTAssertEqual(updater.updateCount, 1, "with the agent off, a due update should run while Sieve is open")
    }
}
