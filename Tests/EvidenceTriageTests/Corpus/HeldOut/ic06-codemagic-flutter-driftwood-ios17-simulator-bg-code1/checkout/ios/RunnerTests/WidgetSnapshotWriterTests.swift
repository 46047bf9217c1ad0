import XCTest
@testable import Runner

final class WidgetSnapshotWriterTests: XCTestCase {
    func testSnapshotKeepsPreviousWhenEncodingFails() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-\(UUID()).json")
        try WidgetSnapshotWriter(fileURL: url).write([.fixture(title: "Low tide walk")])
        let before = try Data(contentsOf: url)

        let failing = WidgetSnapshotWriter(fileURL: url, encoder: FailingSnapshotEncoder())
        XCTAssertThrowsError(try failing.write([.fixture(title: "Fog")]))

        XCTAssertEqual(try Data(contentsOf: url), before, "widget snapshot must survive a failed write")
    }

    func testSnapshotKeepsFiveNewest() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("widget-\(UUID()).json")
        try WidgetSnapshotWriter(fileURL: url).write((1...8).map { .fixture(title: "Entry \($0)") })
        XCTAssertEqual(try JSONSnapshotEncoder.decode(Data(contentsOf: url)).count, 5)
    }
}
