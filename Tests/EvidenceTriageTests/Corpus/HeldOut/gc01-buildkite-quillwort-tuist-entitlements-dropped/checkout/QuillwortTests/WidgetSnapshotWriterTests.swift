import XCTest
@testable import Quillwort

final class WidgetSnapshotWriterTests: XCTestCase {
    private let notes = [
        NoteSummary(id: "n1", title: "Groceries", updatedAt: Date(timeIntervalSince1970: 1_773_800_000)),
        NoteSummary(id: "n2", title: "Trip plan", updatedAt: Date(timeIntervalSince1970: 1_773_790_000)),
    ]

    func testSnapshotIsWrittenIntoAppGroupContainer() throws {
        let writer = WidgetSnapshotWriter()
        let url = try writer.write(notes)
        XCTAssertTrue(url.path.contains("/Shared/AppGroup/"), "snapshot written outside the app group: \(url.path)")
    }

    func testSnapshotKeepsAtMostFiveNotes() throws {
        let temp = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let writer = WidgetSnapshotWriter(containerURL: { temp })
        let many = (0..<9).map { NoteSummary(id: "n\($0)", title: "Note \($0)", updatedAt: Date()) }
        let url = try writer.write(many)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let written = try decoder.decode([NoteSummary].self, from: Data(contentsOf: url))
        XCTAssertEqual(written.count, 5)
    }
}
