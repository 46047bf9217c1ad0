import XCTest
@testable import Tallybird

final class WidgetReloadTests: XCTestCase {
    private let shared = UserDefaults(suiteName: "group.com.tallybird.shared")!

    func testSaveReloadsStreakWidgetWithinFiveSeconds() {
        shared.removeObject(forKey: "widget.streak.lastTimelineBuild")
        CheckInStore.shared.save(CheckIn(habit: "Stretch", date: .now))   // calls WidgetRefresher.checkInSaved()

        let rebuilt = expectation(description: "StreakWidget timeline rebuilt")
        let poll = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            if self.shared.object(forKey: "widget.streak.lastTimelineBuild") != nil { rebuilt.fulfill() }
        }
        _ = XCTWaiter.wait(for: [rebuilt], timeout: 5)
        poll.invalidate()

        XCTAssertNotNil(shared.object(forKey: "widget.streak.lastTimelineBuild"),
                        "StreakWidget timeline was not rebuilt within 5 s of reloadTimelines(ofKind: \"StreakWidget\")")
    }
}
