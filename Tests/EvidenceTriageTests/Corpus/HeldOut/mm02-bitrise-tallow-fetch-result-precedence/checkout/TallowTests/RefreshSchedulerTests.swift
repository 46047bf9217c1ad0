import XCTest
import BackgroundTasks
@testable import Tallow

final class RefreshSchedulerTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    func testRefreshIdentifierIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String]
        XCTAssertEqual(ids?.contains(RefreshScheduler.refreshID), true)
    }

    func testSubmitsAppRefreshOnBackground() {
        let scheduler = RefreshScheduler()
        XCTAssertNoThrow(try scheduler.submitRefresh())
    }
}
