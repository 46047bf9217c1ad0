import Testing
import Foundation
@testable import Lantry

@Suite struct TimesheetExportTests {
    @Test func csvHasHeader() throws {
        #expect(try TimesheetExporter().csv(for: .fixture).hasPrefix("week,project,hours"))
    }

    @Test func csvUsesISOWeek() throws {
        let csv = try TimesheetExporter().csv(for: .fixture(weekOf: "2026-12-31"))
        #expect(csv.contains("2026-W53"))
    }
}
