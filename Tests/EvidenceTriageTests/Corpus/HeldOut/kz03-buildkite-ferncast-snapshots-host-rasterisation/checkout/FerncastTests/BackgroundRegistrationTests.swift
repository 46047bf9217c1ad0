import XCTest
@testable import Ferncast

final class BackgroundRegistrationTests: XCTestCase {
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testAllTaskIdentifiersArePermitted() throws {
        let records = try Diagnostics.readRecords()
        let feed = records.last { $0.identifier == FeedRefreshScheduler.identifier && $0.phase == .registration }
        XCTAssertTrue(feed?.outcome == .succeeded,
                      "\(FeedRefreshScheduler.identifier) registration failed; permitted: \(permitted)")
    }

    func testDownloadCleanupRegistered() throws {
        XCTAssertTrue(permitted.contains("com.ferncast.app.download-cleanup"))
    }
}
