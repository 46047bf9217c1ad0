import XCTest
import Shared
@testable import Kestrel

final class ReceiptExportTests: XCTestCase {

    func testExportWritesHeaderAndLines() throws {
        let exporter = ReceiptExporter(receipts: FixtureReceipts.standard)
        let csv = exporter.export(receiptId: 7780)
        XCTAssertTrue(csv.hasPrefix("sku,qty,amount\n"))
    }

    func testExportFailureIsCatchable() throws {
        let exporter = ReceiptExporter(receipts: FixtureReceipts.withEmptyReceipt(id: 7781))
        let model = ReceiptShareModel(exporter: exporter)

        model.prepareExport(receiptId: 7781)

        XCTAssertEqual(model.state, .nothingToExport)
    }
}
