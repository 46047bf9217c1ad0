import XCTest
@testable import Harborline

final class SharedDefaultsTests: XCTestCase {
    func testTideRefreshTimestampVisibleToWidget() async throws {
        let refresh = TideRefreshTask(tides: .fixture)
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        await refresh.refresh(now: now)

        // Read it back the way the widget does: from the group container's preferences file.
        let container = try XCTUnwrap(AppGroup.containerURL, "no container for group.co.harborline.shared")
        let plist = container.appendingPathComponent("Library/Preferences/group.co.harborline.shared.plist")
        let stored = NSDictionary(contentsOf: plist)?["lastTideRefresh"] as? Date
        XCTAssertEqual(stored, now)
    }
}
