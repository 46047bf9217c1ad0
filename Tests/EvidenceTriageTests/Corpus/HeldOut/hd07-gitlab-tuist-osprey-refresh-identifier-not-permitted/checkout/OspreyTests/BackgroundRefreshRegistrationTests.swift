import XCTest
@testable import Osprey

final class BackgroundRefreshRegistrationTests: XCTestCase {

    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "BackgroundRefreshRegistrationTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testRefreshTaskWasRegisteredAtLaunch() throws {
        let records = try DiagnosticsRecorder.shared.readAll()
        let registration = records.last { $0.identifier == BackgroundRefresh.identifier && $0.phase == .registration }
        XCTAssertEqual(registration?.outcome, .succeeded, "the app delegate must register the refresh handler at launch")
    }

    func testScheduleSubmitsRefreshRequest() throws {
        XCTAssertNoThrow(try BackgroundRefresh.schedule())
    }

    func testPermittedIdentifiersIncludeRefresh() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundRefresh.identifier))
    }
}
