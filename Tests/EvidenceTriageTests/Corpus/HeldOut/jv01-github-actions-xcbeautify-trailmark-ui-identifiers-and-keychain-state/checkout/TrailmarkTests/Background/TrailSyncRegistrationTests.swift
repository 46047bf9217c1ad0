import BackgroundTasks
import XCTest
@testable import Trailmark

final class TrailSyncRegistrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testPhotoCleanupHandlerRegistered() {
        XCTAssertTrue(AppDelegate.photoCleanupRegistered, "photo-cleanup launch handler should be registered")
    }

    func testTrailSyncHandlerRegistered() {
        // The host app registered its handlers in didFinishLaunching before this test ran.
        XCTAssertTrue(AppDelegate.trailSyncRegistered,
                      "trail-sync launch handler should be registered before launch finishes")
    }
}
