import XCTest
@testable import Switchback

final class OfflinePackSchedulerTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testPackRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(SwitchbackTask.offlinePacks),
                      "\(SwitchbackTask.offlinePacks) missing from BGTaskSchedulerPermittedIdentifiers \(permitted)")
    }

    func testOvernightPackRequestIsAccepted() {
        XCTAssertNoThrow(try OfflinePackScheduler.scheduleOvernightDownload())
    }
}
