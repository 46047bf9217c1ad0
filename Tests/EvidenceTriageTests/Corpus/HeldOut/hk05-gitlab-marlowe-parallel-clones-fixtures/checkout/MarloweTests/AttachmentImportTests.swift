import XCTest
@testable import Marlowe

final class AttachmentImportTests: XCTestCase {
    private var inbox: URL!
    private var library: URL!

    /// The PDF fixture lives next to this file in the repository.
    private static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/field-notes-sample.pdf")

    override func setUpWithError() throws {
        let docs = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
        inbox = docs.appendingPathComponent("Inbox", isDirectory: true)
        library = docs.appendingPathComponent("Attachments", isDirectory: true)
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        // Stage the fixture where the document picker would have put it.
        let staged = inbox.appendingPathComponent("field-notes-sample.pdf")
        try? FileManager.default.removeItem(at: staged)
        try FileManager.default.moveItem(at: Self.fixture, to: staged)
    }

    func testImportCopiesSampleIntoLibrary() throws {
        let staged = inbox.appendingPathComponent("field-notes-sample.pdf")
        let imported = try AttachmentImporter(libraryURL: library).importFile(at: staged, into: "note-42")
        XCTAssertTrue(FileManager.default.fileExists(atPath: imported.path))
        XCTAssertEqual(imported.lastPathComponent, "field-notes-sample.pdf")
    }
}
