import XCTest
@testable import TallyhubKit

final class WidgetSnapshotWriterTests: XCTestCase {
    func testSnapshotWrittenForWidget() throws {
        let writer = WidgetSnapshotWriter()
        let url = try XCTUnwrap(writer.snapshotURL())
        try writer.write(WidgetSnapshot(balanceMinor: 12_500, currency: "EUR"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }
}
