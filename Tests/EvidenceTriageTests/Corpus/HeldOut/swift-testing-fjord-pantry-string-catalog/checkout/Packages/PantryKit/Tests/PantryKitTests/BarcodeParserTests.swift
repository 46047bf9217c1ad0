import Testing
@testable import PantryKit

@Suite struct BarcodeParserTests {
    @Test func parsesUPCA() throws {
        let code = try BarcodeParser.parse("036000291452")
        #expect(code.kind == .upcA)
    }

    @Test func parsesEAN13WithLeadingZero() throws {
        let code = try BarcodeParser.parse("0012345678905")
        #expect(code.kind == .ean13)
        #expect(code.digits == "0012345678905")
    }

    @Test func rejectsBadChecksum() {
        #expect(throws: BarcodeParser.Error.badChecksum) {
            try BarcodeParser.parse("0012345678904")
        }
    }
}
