import XCTest
import BackgroundTasks
@testable import Orchard

final class ContinuedExportTests: XCTestCase {
    func testExportStartsContinuedTask() throws {
        let exporter = AlbumExporter(album: .fixture(photos: 240))
        try exporter.startFromShareSheet()
        XCTAssertEqual(exporter.state, .running)
    }
}
