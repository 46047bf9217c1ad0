import XCTest
@testable import ReelboxKit

final class PaymentCardDecodingTests: XCTestCase {
    func testKnownCardTypeDecodes() throws {
        let json = #"{"id":"c1","lastFour":"4242","type":"VISA"}"#.data(using: .utf8)!
        let card = try JSONDecoder().decode(PaymentCard.self, from: json)
        XCTAssertEqual(card.type, .visa)
    }

    func testUnknownCardTypeFallsBackToGeneric() throws {
        let json = #"{"id":"c2","lastFour":"0005","type":"JCB"}"#.data(using: .utf8)!
        let card = try JSONDecoder().decode(PaymentCard.self, from: json)
        XCTAssertEqual(card.type, .generic)
    }
}
