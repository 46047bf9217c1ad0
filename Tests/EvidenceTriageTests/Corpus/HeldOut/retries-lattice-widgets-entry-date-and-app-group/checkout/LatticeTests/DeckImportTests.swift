import XCTest
@testable import Lattice

final class DeckImportTests: XCTestCase {
    private var store: DeckStore!

    override func setUpWithError() throws {
        store = try DeckStore(url: FileManager.default.temporaryDirectory.appending(path: "decks-\(UUID()).sqlite"))
    }

    func testImportsAnkiCsvWithTags() throws {
        let csv = """
        front,back,tags
        der Hund,the dog,animals
        die Katze,the cat,animals
        """
        let report = try DeckImporter(store: store).importCSV(csv, deck: "German A1")
        XCTAssertEqual(report.imported, 2)
        XCTAssertEqual(store.notes(in: "German A1").flatMap(\.tags), ["animals", "animals"])
    }

    func testSkipsDuplicateNotes() throws {
        let csv = """
        front,back,tags
        der Hund,the dog,animals
        der Hund,the dog,animals
        die Maus,the mouse,animals
        """
        let importer = DeckImporter(store: store)
        // Import runs on the importer's background context; the second row races the first insert's uniqueness check.
        let report = try importer.importCSV(csv, deck: "German A1")
        XCTAssertEqual(report.imported, 2)
        XCTAssertEqual(report.skippedDuplicates, 1)
        let notes = store.notes(in: "German A1")
        XCTAssertEqual(notes.map(\.front).sorted(), ["der Hund", "die Maus"])
        XCTAssertEqual(notes.count, 2, "duplicate note imported")
    }
}
