import XCTest
import CoreData
@testable import QuaysideKit

/// Scheme Quayside-CI passes -com.apple.CoreData.ConcurrencyDebug 1 so that
/// wrong-queue context access traps instead of corrupting data silently.
final class TimetableImportOperationTests: XCTestCase {
    private var controller: PersistenceController!

    override func setUp() {
        super.setUp()
        controller = PersistenceController(inMemory: true)
    }

    func testImportSavesStopsOnPrivateContext() throws {
        let feed = TimetableFeed(fixture: "timetable-2026-11-27")
        let operation = TimetableImportOperation(container: controller.container, feed: feed)
        XCTAssertNoThrow(try operation.run())
        let stops = try controller.container.viewContext.count(for: Stop.fetchRequest())
        XCTAssertEqual(stops, 212)
    }

    func testImportKeepsPreviousTimetableOnParseError() throws {
        let operation = TimetableImportOperation(container: controller.container, feed: TimetableFeed(fixture: "broken"))
        XCTAssertThrowsError(try operation.run())
    }
}
