import XCTest
import ProcedureKit
@testable import Tidewater

final class ChartMaintenanceTaskTests: XCTestCase {
    private var tempDir: URL!
    override func setUp() {
        tempDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: tempDir, withIntermediateDirectories: true)
    }

    func testMaintenanceFinishesBeforeExpiration() {
        let task = FakeProcessingTask(identifier: "com.tidewater.charts.chart-maintenance")
        let done = expectation(description: "maintenance task completed")
        task.onCompleted = { success in XCTAssertTrue(success); done.fulfill() }
        let packs = FakeChartPackStore(outdated: 2)
        // Run on the main procedure queue, as the app does since #311, so the badge step is on main.
        let adapter = ChartMaintenanceAdapter(queue: .main)
        adapter.handle(task: task, procedure: ChartMaintenanceProcedure(packs: packs, badge: FakeBadge(), tempDir: tempDir))
        wait(for: [done], timeout: 30)
    }

    func testExpirationCancelsDownloadsAndRemovesTemp() throws {
        let task = FakeProcessingTask(identifier: "com.tidewater.charts.chart-maintenance")
        let packs = FakeChartPackStore(outdated: 3, downloadGate: .manual)
        let adapter = ChartMaintenanceAdapter()
        adapter.handle(task: task, procedure: ChartMaintenanceProcedure(packs: packs, badge: FakeBadge(), tempDir: tempDir))
        packs.waitUntilDownloading()
        task.expire()
        packs.releaseDownloads()
        adapter.queue.waitUntilAllOperationsAreFinished()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: tempDir.path)
        XCTAssertEqual(leftovers, [], "staged downloads must be removed after expiration")
    }
}
