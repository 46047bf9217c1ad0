@testable import Marginalia
import XCTest

final class LibrarySyncScheduleTests: XCTestCase {
    func testRequestUsesFifteenMinuteFloor() {
        let request = LibrarySyncRequestFactory().make(now: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(request.earliestBeginDate, Date(timeIntervalSince1970: 900))
    }

    func testLibrarySyncRunsWithinTwoMinutesOfBackgrounding() {
        let ran = expectation(forNotification: .librarySyncDidRun, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        AppDelegate.scheduleLibrarySync()
        // The refresh should kick in shortly after the app goes to the background.
        wait(for: [ran], timeout: 120)
    }
}
