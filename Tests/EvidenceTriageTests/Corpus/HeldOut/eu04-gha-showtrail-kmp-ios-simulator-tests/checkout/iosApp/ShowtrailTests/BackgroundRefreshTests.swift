import XCTest
@testable import Showtrail

final class BackgroundRefreshTests: XCTestCase {

    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testIdentifierIsPermittedInInfoPlist() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundRefresh.identifier))
    }

    func testRegistrationSucceededAtLaunch() throws {
        let records = try DiagnosticsFile.read(BackgroundRefresh.recorder.fileURL)
        let registration = records.last { $0.identifier == BackgroundRefresh.identifier && $0.phase == "registration" }
        XCTAssertEqual(registration?.outcome, "succeeded")
    }

    /// Nightly episode refresh: schedule it and check iOS runs it soon after.
    func testScheduledRefreshRunsWithinFiveMinutes() {
        let ran = expectation(description: "episode refresh handler ran")
        let token = NotificationCenter.default.addObserver(forName: .episodeRefreshDidRun, object: nil, queue: .main) { _ in
            ran.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }

        BackgroundRefresh.schedule(after: 60)
        wait(for: [ran], timeout: 300)
    }
}
