import XCTest
@testable import Saltmarsh

/// Hosted in Saltmarsh.app: the app has already launched and registered its handlers
/// by the time these run.
final class BackgroundRegistrationTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRefreshIdentifierIsPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundTaskCatalog.refresh.rawValue),
                      "\(BackgroundTaskCatalog.refresh.rawValue) missing from BGTaskSchedulerPermittedIdentifiers (\(permitted))")
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"), "UIBackgroundModes lacks fetch (\(modes))")
    }

    func testLaunchRegistrationsSucceeded() throws {
        let failed = try BackgroundTaskCatalog.failedRegistrations()
        XCTAssertEqual(failed, [], "registrations that failed at launch")
    }
}
