import Foundation
import Testing
@testable import Tidewater

@Suite("Tide table sync")
struct TideTableSyncTests {
    @Test func mergesOverlappingPredictions() throws {
        let first = try Fixtures.predictions("portsmouth-2026-11-27")   // 24 turning points
        let second = try Fixtures.predictions("portsmouth-2026-12-03")  // 26, two overlap the first window
        let merged = TideTableMerger.merge(first, second)
        #expect(merged.count == 48)
    }

    @Test func keepsChronologicalOrder() throws {
        let merged = TideTableMerger.merge(try Fixtures.predictions("portsmouth-2026-12-03"),
                                           try Fixtures.predictions("portsmouth-2026-11-27"))
        #expect(merged.map(\.time) == merged.map(\.time).sorted())
    }
}
