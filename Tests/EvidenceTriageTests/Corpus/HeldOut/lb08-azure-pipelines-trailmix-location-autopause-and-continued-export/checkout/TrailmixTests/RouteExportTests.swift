import XCTest
import BackgroundTasks
@testable import Trailmix

final class RouteExportTests: XCTestCase {
    override func setUp() { setenv("EVIDENCE_TEST_ID", "RouteExportTests/" + String(name.split(separator: " ")[1].dropLast()), 1) }
    override func tearDown() { unsetenv("EVIDENCE_TEST_ID") }

    func testContinuedExportStartsWithin10Seconds() throws {
        let started = expectation(description: "continued export launched")
        RouteExportScheduler.shared.onLaunch = { started.fulfill() }
        try RouteExportScheduler.shared.submitExport(routeID: "r-118")
        wait(for: [started], timeout: 10)
    }

    func testExportReportsProgressToCompletion() async throws {
        let task = FakeContinuedTask()
        try await RouteExportJob(routes: .sample(count: 4)).run(reporting: task.progress)
        XCTAssertEqual(task.progress.fractionCompleted, 1.0, accuracy: 0.001)
    }
}
