import XCTest
@testable import Tidewater

final class DriverLogExportTests: XCTestCase {
    func testExpirationEndsBackgroundTask() throws {
        let exporter = DriverLogExporter()
        exporter.beginExport(Fixtures.driverLogs(count: 4_000))
        DebugBackgroundTime.expireAll()   // runs the expiration handlers now
        XCTAssertEqual(exporter.backgroundTask, .invalid, "task must end inside the expiration handler")
    }
}
