import XCTest
import QuarryShared

final class FieldNoteExportTests: XCTestCase {
    func testCsvHeader() {
        XCTAssertEqual(FieldNoteExport.shared.header(), "date,site,note")
    }

    func testCsvEscapesQuotes() {
        let row = FieldNoteExport.shared.row(date: "2026-07-30", site: "Cliff 2", note: "grey \"shale\", fissile")
        XCTAssertEqual(row, "2026-07-30,Cliff 2,\"grey \"\"shale\"\", fissile\"")
    }
}
