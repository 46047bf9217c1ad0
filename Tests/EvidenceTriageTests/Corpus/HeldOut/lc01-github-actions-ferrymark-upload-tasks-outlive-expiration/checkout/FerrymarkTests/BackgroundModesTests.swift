import XCTest
@testable import Ferrymark

final class BackgroundModesTests: XCTestCase {
    private var info: [String: Any] { Bundle.main.infoDictionary ?? [:] }
    private var modes: [String] { info["UIBackgroundModes"] as? [String] ?? [] }
    private var permitted: [String] { info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? [] }

    func testTimetableRefreshIsPermittedWithFetchMode() {
        XCTAssertTrue(permitted.contains(AppDelegate.timetableRefreshID))
        XCTAssertTrue(modes.contains("fetch"))
    }

    func testNightlyFlushTaskHasProcessingMode() {
        XCTAssertTrue(permitted.contains(AppDelegate.nightlyFlushID))
        XCTAssertTrue(modes.contains("processing"), "UIBackgroundModes is \(modes); BGProcessingTask \(AppDelegate.nightlyFlushID) needs \"processing\"")
    }
}
