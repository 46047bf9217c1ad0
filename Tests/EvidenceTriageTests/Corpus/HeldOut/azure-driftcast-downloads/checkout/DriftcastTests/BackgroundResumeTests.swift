import XCTest
@testable import Driftcast

/// When the app is about to be suspended we cancel the foreground download
/// with resume data and hand it to the background session.
final class BackgroundResumeTests: XCTestCase {

    func testHandOffProducesResumeData() async throws {
        let manager = DownloadManager.makeForTesting()
        let data = try await manager.cancelForegroundProducingResumeData(episodeID: "8830")
        XCTAssertFalse(data.isEmpty)
    }

    func testResumedDownloadStartsWithinFiveSeconds() async throws {
        let manager = DownloadManager.makeForTesting()
        let resumeData = try await manager.cancelForegroundProducingResumeData(episodeID: "8831")

        let resumed = expectation(description: "background task reported didResumeAtOffset")
        manager.backgroundDelegate.onResume = { _, offset in
            if offset > 0 { resumed.fulfill() }
        }
        manager.resumeInBackgroundSession(resumeData, episodeID: "8831")

        await fulfillment(of: [resumed], timeout: 5)
    }
}
