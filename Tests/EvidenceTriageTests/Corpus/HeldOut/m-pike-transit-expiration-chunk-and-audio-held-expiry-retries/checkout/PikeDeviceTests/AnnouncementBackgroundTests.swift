import XCTest
@testable import Pike

final class AnnouncementBackgroundTests: XCTestCase {
    /// iOS gives ~30 s of background time; the arrival-announcement task must be expired by then.
    func testBackgroundTaskExpiresWithin35Seconds() {
        let expired = expectation(description: "announcement background task expired")
        ArrivalAnnouncer.shared.onBackgroundTaskExpired = { expired.fulfill() }
        ArrivalAnnouncer.shared.announce(Fixtures.arrival(route: "12", inMinutes: 2))
        LabApp.shared.sendToBackground()
        wait(for: [expired], timeout: 35)
    }
}
