import XCTest
@testable import Tallyfold

final class ReceiptImportViewModelTests: XCTestCase {

    func testImportActionFinishesAndClearsSpinner() async throws {
        let importer = FakeReceiptImporter(result: .success([.fixture(total: 12_40)]))
        let viewModel = ReceiptImportViewModel(importer: importer)
        await viewModel.importButton.tap()
        XCTAssertFalse(viewModel.importButton.isRunning)
        XCTAssertEqual(viewModel.receipts.count, 1)
    }

    func testParsesTotalInMinorUnits() throws {
        let receipt = try ReceiptParser().parse(text: "TOTAL 12.40 EUR")
        XCTAssertEqual(receipt.total, 12_40)
    }
}
