import XCTest
@testable import CopperleafNotes

final class ExportBackgroundTaskTests: XCTestCase {
    private var provider: FakeBackgroundTaskProvider!
    private var exporter: NotebookExporter!

    override func setUp() {
        provider = FakeBackgroundTaskProvider()
        exporter = NotebookExporter(backgroundTasks: provider, writer: SlowPDFWriter(pageDelay: 0.05))
    }

    func testBackgroundTaskEndedOnSuccess() async throws {
        try await exporter.export(Notebook.fixture(pages: 3))
        XCTAssertEqual(provider.ended, provider.begun)
    }

    func testBackgroundTaskEndedWhenExpired() async throws {
        let export = Task { try await exporter.export(Notebook.fixture(pages: 400)) }
        try await Task.sleep(for: .milliseconds(100))
        provider.fireExpiration()
        _ = await export.result
        XCTAssertEqual(provider.ended, provider.begun, "background task \(provider.begun) not ended after expiration")
        XCTAssertFalse(FileManager.default.fileExists(atPath: exporter.partialFileURL.path))
    }
}
