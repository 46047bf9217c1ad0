import XCTest
@testable import QuaylineCore

final class ExportCoordinatorTests: XCTestCase {
    private func waitExportResult(_ coordinator: ExportCoordinator, to url: URL) -> Result<URL, Error>? {
        var result: Result<URL, Error>?
        let done = XCTestExpectation(description: "export finished")
        coordinator.export(to: url) { result = $0; done.fulfill() }
        // Block until the export reports, as the BG task adapter does before setTaskCompleted.
        let semaphore = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { _ = XCTWaiter.wait(for: [done], timeout: 20); semaphore.signal() }
        semaphore.wait()
        return result
    }

    func testExportCompletionArrivesBeforeExpiration() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("manifest.json")
        let result = waitExportResult(ExportCoordinator(writer: FakeManifestWriter()), to: url)
        XCTAssertNotNil(try result?.get())
    }
}
