import XCTest
import GRDB
@testable import Marlowe

final class NoteRowDecodingTests: XCTestCase {
    func testDecodesRowWithSnakeCaseColumns() throws {
        let db = try DatabaseQueue()
        try db.write { try $0.execute(sql: "CREATE TABLE note_row (note_id INTEGER, folder_id INTEGER, body TEXT); INSERT INTO note_row VALUES (1, 9, 'x')") }
        let row = try db.read { try NoteRow.fetchOne($0, sql: "SELECT * FROM note_row") }
        XCTAssertEqual(row?.folderID, 9)
    }
}
