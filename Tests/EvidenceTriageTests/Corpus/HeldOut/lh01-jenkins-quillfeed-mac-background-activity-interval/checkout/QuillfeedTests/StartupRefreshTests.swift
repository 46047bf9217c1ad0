import XCTest
@testable import Quillfeed

final class StartupRefreshTests: XCTestCase {
    func testDisablingStartupCheckKeepsPeriodicRefresh() {
        let defaults = UserDefaults(suiteName: "StartupRefreshTests")!
        defaults.removePersistentDomain(forName: "StartupRefreshTests")
        let prefs = RefreshPreferences(defaults: defaults)
        prefs.checkOnStartup = false
        prefs.intervalMinutes = 360
        let fake = FakeActivityScheduler()
        let scheduler = RefreshScheduler(scheduler: fake, preferences: prefs)
        var startupRefreshes = 0
        scheduler.onRefresh = { startupRefreshes += 1 }
        scheduler.apply()
        XCTAssertEqual(startupRefreshes, 0)
        XCTAssertEqual(fake.scheduleCalls, 1, "periodic refresh must be scheduled even when the startup check is off")
        XCTAssertEqual(fake.interval, 21_600)
    }
}

final class FakeActivityScheduler: ActivityScheduling {
    var interval: TimeInterval = 0
    var tolerance: TimeInterval = 0
    var repeats = false
    private(set) var scheduleCalls = 0
    func schedule(_ block: @escaping (@escaping NSBackgroundActivityScheduler.CompletionHandler) -> Void) { scheduleCalls += 1 }
    func invalidate() {}
}
