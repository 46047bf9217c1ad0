import Foundation
import Testing
@testable import FernwoodCore

@Suite struct ReceiptFixtureTests {
    @Test func decodesLegacyReceipt() throws {
        let url = try #require(Bundle.module.url(forResource: "Legacy/receipt-v1", withExtension: "json"))
        let receipt = try ReceiptDecoder().decode(Data(contentsOf: url))
        #expect(receipt.lines.count == 4)
    }

    @Test func decodesSampleReceipt() throws {
        let url = try #require(Bundle.module.url(forResource: "sample-receipt", withExtension: "json"))
        let receipt = try ReceiptDecoder().decode(Data(contentsOf: url))
        #expect(receipt.total == Decimal(string: "41.97"))
        #expect(receipt.store == "Fernwood Market #12")
    }
}
