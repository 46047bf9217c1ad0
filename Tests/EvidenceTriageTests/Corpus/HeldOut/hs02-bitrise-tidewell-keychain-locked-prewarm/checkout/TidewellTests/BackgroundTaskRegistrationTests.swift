import XCTest
import BackgroundTasks
@testable import Tidewell

final class BackgroundTaskRegistrationTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        BGTaskScheduler.shared.cancelAllTaskRequests()
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testPermittedIdentifiersIncludeFeedRefresh() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains(BackgroundRefresh.feed.rawValue))
    }

    func testTokenRefreshTaskSubmits() {
        XCTAssertNoThrow(try BackgroundRefresh.submitTokenRefresh(after: 6 * 60 * 60),
                         "token renewal must be schedulable in every build configuration")
    }
}
