import XCTest
@testable import Heath

/// Runs hosted in the app on the device-lab phone.
final class ThumbnailCleanupE2ETests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testCleanupRunsWithinTwentyMinutesOfEarliestBegin() {
        let launched = expectation(forNotification: .heathBackgroundTaskLaunched, object: nil) { note in
            (note.userInfo?["identifier"] as? String) == "app.heathphotos.ios.thumbnail-cleanup"
        }
        launched.expectationDescription = "thumbnail-cleanup launched"
        HeathBackgroundTasks.scheduleThumbnailCleanup(after: 60)
        // earliestBeginDate + 20 minutes of slack for the scheduler.
        wait(for: [launched], timeout: 60 + 20 * 60)
    }
}
