import XCTest
@testable import Wickfield

final class InvoicePDFRenderTests: XCTestCase {
    func testRendersA4PageSize() throws {
        let invoice = try Fixtures.invoice("INV-2231")
        let data = PDFRenderer(paper: .a4).render(invoice)
        XCTAssertEqual(PDFDocument(data: data)?.page(at: 0)?.bounds(for: .mediaBox).size, CGSize(width: 595, height: 842))
    }
}
