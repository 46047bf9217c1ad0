import XCTest
@testable import Tidemark

final class LogbookExportTests: XCTestCase {
    private var store: LogbookStore!
    private var url: URL!

    override func setUpWithError() throws {
        store = try LogbookStore.inMemory(seededWith: .fixture(named: "logbook-412"))
        url = FileManager.default.temporaryDirectory.appendingPathComponent("logbook.csv")
    }

    func testCSVHeaderColumns() throws {
        XCTAssertEqual(LogbookExporter.header, "date,spot,tide_ft,notes")
    }

    func testEscapesCommasInNotes() {
        XCTAssertEqual("reef, north side".csvEscaped, "\"reef, north side\"")
    }

    func testCSVExportCompletesQuickly() {
        let finished = expectation(description: "export finished")
        var rows = 0
        LogbookExporter(store: store).export(to: url) { result in
            rows = (try? result.get()) ?? -1
            finished.fulfill()
        }

        wait(for: [finished], timeout: 5)
        XCTAssertEqual(rows, 412)
    }
}
