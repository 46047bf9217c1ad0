import XCTest
import BackgroundTasks
@testable import Runner

final class BackgroundRefreshTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testRefreshIdentifiersArePermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(BackgroundIds.refresh))
        XCTAssertTrue(permitted.contains(BackgroundIds.upload))
    }

    /// Nightly draft sync: we submit the same periodic request the Dart side asks for
    /// through Workmanager().registerPeriodicTask and expect the scheduler to accept it.
    func testPeriodicRefreshIsAcceptedOnSimulator() {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundIds.refresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        NSLog("[larkspur] submitting BGAppRefreshTaskRequest %@ earliestBeginDate=+900s", BackgroundIds.refresh)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            NSLog("[larkspur] Could not schedule BGAppRefreshTask: %@", "\(error)")
            DiagnosticsLog.shared.submission(BackgroundIds.refresh, kind: .appRefresh, error: error)
        }
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request), "periodic refresh must be accepted so the nightly draft sync runs")
    }
}
