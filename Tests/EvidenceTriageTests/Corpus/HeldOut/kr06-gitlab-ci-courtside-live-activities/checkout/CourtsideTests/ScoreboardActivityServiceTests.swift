import XCTest
@testable import Courtside

private final class RecordingWriter: ActivityContentWriting {
    var writes: [[ScoreRow]] = []
    func write(rows: [ScoreRow]) { writes.append(rows) }
}

final class ScoreboardActivityServiceTests: XCTestCase {
    func testWritesChangedRows() {
        let writer = RecordingWriter()
        let service = ScoreboardActivityService(writer: writer)
        service.start(restoringHash: nil)
        service.refreshLocalContent(rows: [ScoreRow(matchID: "m1", line: "MIL 88–91 BOS · Q4")])
        XCTAssertEqual(writer.writes.count, 1)
    }

    /// After a relaunch the hash is not restored yet; an empty feed must still
    /// replace the rows the activity persisted before the app died.
    func testEmptyFeedClearsStaleContentAfterRelaunch() {
        let writer = RecordingWriter()
        let service = ScoreboardActivityService(writer: writer)
        service.start(restoringHash: nil)
        service.refreshLocalContent(rows: [])
        XCTAssertEqual(writer.writes.count, 1, "empty feed after relaunch did not clear the persisted Live Activity rows")
    }
}
