import XCTest
@testable import Ledgerly

final class ExportSchedulingTests: XCTestCase {
    func testExportTaskIdentifierPermitted() {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(ExportScheduler.taskID), "permitted: \(permitted)")
    }
}
