import BackgroundTasks
import XCTest
@testable import Tidemark

final class TideRefreshSchedulingTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        TideStore.shared.lastRefresh = nil
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(permitted, [TideRefreshScheduler.identifier])
    }

    func testRefreshHandlerRegisteredAtLaunch() {
        XCTAssertTrue(AppDelegate.recorder.didRegister(TideRefreshScheduler.identifier))
    }

    func testTideRefreshLaunchesAfterEarliestBeginDate() {
        // New in #418: schedule a refresh one second out and expect the system to run it.
        TideRefreshScheduler.shared.schedule(earliest: 1)

        let refreshed = XCTNSPredicateExpectation(predicate: NSPredicate(format: "lastRefresh != nil"),
                                                  object: TideStore.shared)
        wait(for: [refreshed], timeout: 45)
    }
}
