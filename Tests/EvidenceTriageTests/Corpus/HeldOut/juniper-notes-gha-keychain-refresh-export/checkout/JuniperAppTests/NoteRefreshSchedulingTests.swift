import XCTest
import BackgroundTasks
@testable import JuniperNotes

final class NoteRefreshSchedulingTests: XCTestCase {
    func testRefreshRequestUsesFifteenMinuteFloor() throws {
        let request = NoteRefreshScheduler.makeRequest(now: Date(timeIntervalSince1970: 1_786_000_000))
        XCTAssertEqual(request.identifier, "com.junipernotes.app.refresh")
        XCTAssertEqual(request.earliestBeginDate?.timeIntervalSince1970, 1_786_000_900)
    }

    /// Backgrounds the app and waits for the system to deliver the refresh.
    func testRefreshRunsWithinTenMinutesOfBackgrounding() throws {
        let delivered = expectation(description: "note refresh delivered by the system")
        NoteRefreshScheduler.shared.onLaunch = { _ in delivered.fulfill() }
        try NoteRefreshScheduler.shared.submit(earliestBegin: Date(timeIntervalSinceNow: 60))
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        wait(for: [delivered], timeout: 600)
    }
}
