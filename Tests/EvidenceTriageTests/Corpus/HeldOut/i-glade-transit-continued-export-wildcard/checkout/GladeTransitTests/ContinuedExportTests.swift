import Testing
import BackgroundTasks
@testable import GladeTransit

@Suite("Continued export")
struct ContinuedExportTests {
    @Test("Export continues in background")
    func exportSubmitsContinuedRequest() throws {
        let exporter = TripExporter(scheduler: .shared)
        let id = exporter.taskIdentifier(for: TripExport.ID("7F3A"))
        #expect(id == "com.gladetransit.app.export.7F3A")
        #expect(throws: Never.self) { try exporter.submit(id: id, title: "Exporting trips", subtitle: "7F3A") }
    }
}
