import Foundation
import Testing
@testable import Halyard

@Suite struct LogMergeTests {
    @Test("Log entries merge by timestamp") func mergesByTimestamp() {
        let local = [LogEntry(id: "e1", at: .t(0)), LogEntry(id: "e3", at: .t(20))]
        let remote = [LogEntry(id: "e2", at: .t(10))]
        let merged = LogMerger.merge(local: local, remote: remote)
        #expect(merged.map(\.id) == ["e1", "e2", "e3"])
    }
}
