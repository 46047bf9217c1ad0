import XCTest
import OSLog
@testable import Courtside

/// The in-app "Send diagnostics" screen reads Courtside's own unified-log entries back
/// through OSLogStore.
final class DiagnosticsLogReaderTests: XCTestCase {
    func testBasicLoggingWorks() throws {
        let marker = UUID().uuidString
        let logger = Logger(subsystem: "app.courtside.ios", category: "diagnostics-test")
        let since = Date().addingTimeInterval(-1)
        logger.notice("diag \(marker, privacy: .public) one")
        logger.notice("diag \(marker, privacy: .public) two")
        logger.notice("diag \(marker, privacy: .public) three")

        let entries = try DiagnosticsLogReader(subsystem: "app.courtside.ios").entries(since: since)
            .filter { $0.message.contains(marker) }
        XCTAssertEqual(entries.count, 3)
    }

    func testPurgeOldLogs() throws {
        let reader = DiagnosticsLogReader(subsystem: "app.courtside.ios")
        try reader.purgeExported(olderThan: Date().addingTimeInterval(-7 * 86_400))
        XCTAssertTrue(try reader.exportedFiles().allSatisfy { $0.age < 7 * 86_400 })
    }
}
