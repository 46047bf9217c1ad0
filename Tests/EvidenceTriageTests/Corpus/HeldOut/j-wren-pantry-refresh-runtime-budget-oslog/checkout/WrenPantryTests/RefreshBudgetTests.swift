import XCTest
import BackgroundTasks
@testable import WrenPantry

/// Device-lab suite: the lab phone runs overnight with the app backgrounded, and
/// DiagnosticsFile keeps the records of the real launches the system gave us.
final class RefreshBudgetTests: XCTestCase {
    private let records = DiagnosticsFile.shared

    func testRefreshGetsAtLeast25Seconds() throws {
        let launch = try XCTUnwrap(records.last(phase: .launch, id: PantryRefresh.identifier))
        let end = try XCTUnwrap(records.first(after: launch, phases: [.expiration, .completion], id: PantryRefresh.identifier))
        let runtime = end.timestamp.timeIntervalSince(launch.timestamp)
        XCTAssertGreaterThanOrEqual(runtime, 25, "background runtime granted for \(PantryRefresh.identifier) (s)")
    }

    func testExpirationDoesNotAdvanceCursor() throws {
        let store = PantryStore.inMemory(cursor: 118)
        let job = PantryRefreshJob(api: SlowStubAPI(pages: 3, pageDelay: .milliseconds(300)), store: store)
        let run = job.start()
        job.expire()
        run.waitUntilFinished()
        XCTAssertEqual(store.cursor, 118, "cursor must stay put when the refresh expires")
    }
}
