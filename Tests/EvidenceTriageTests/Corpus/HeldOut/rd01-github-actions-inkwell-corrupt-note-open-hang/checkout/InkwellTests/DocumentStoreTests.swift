import XCTest
@testable import Inkwell

final class DocumentStoreTests: XCTestCase {
    private var directory: URL!
    private let store = NoteDocumentStore()

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func testOpenValidNoteLoadsDrawing() throws {
        let url = directory.appendingPathComponent("valid.inkw")
        try (NoteDocument.magic + Data([0x01, 0x02])).write(to: url)
        let opened = expectation(description: "opened")
        store.open(url) { result in
            if case .opened(let doc) = result, doc.drawingData.count == 6 { opened.fulfill() }
        }
        wait(for: [opened], timeout: 10)
    }

    func testOpenCorruptNoteReportsError() throws {
        let url = directory.appendingPathComponent("corrupt.inkw")
        try Data("not a note".utf8).write(to: url)
        let reported = expectation(description: "open failure reported")
        store.open(url) { result in
            if case .failed = result { reported.fulfill() }
        }
        wait(for: [reported], timeout: 900)
    }
}
