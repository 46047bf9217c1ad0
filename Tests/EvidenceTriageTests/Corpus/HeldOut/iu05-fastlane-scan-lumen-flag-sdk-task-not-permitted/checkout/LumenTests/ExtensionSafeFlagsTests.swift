import XCTest
@testable import Lumen

final class ExtensionSafeFlagsTests: XCTestCase {
    struct StaleCache: FlagCacheReading {
        var isStale = true
        func value(for key: String) -> Bool? { true }
    }

    func testExtensionContextNeverSchedulesBackgroundSync() {
        var scheduled = 0
        var flags = ExtensionSafeFlags()
        flags.isRunningInExtension = { true }
        flags.scheduleBackgroundSync = { scheduled += 1 }

        XCTAssertTrue(flags.bool("share_sheet_redesign", cache: StaleCache()))
        XCTAssertEqual(scheduled, 0, "BGTaskScheduler background sync must only be scheduled from the main application")
    }

    func testAppContextSchedulesWhenStale() {
        var scheduled = 0
        var flags = ExtensionSafeFlags()
        flags.isRunningInExtension = { false }
        flags.scheduleBackgroundSync = { scheduled += 1 }

        _ = flags.bool("share_sheet_redesign", cache: StaleCache())
        XCTAssertEqual(scheduled, 1)
    }
}
