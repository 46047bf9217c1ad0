import XCTest
@testable import TallowCrypto

final class MessageCipherTests: XCTestCase {
    let keys = InMemoryKeyStore(seed: 7)

    func testRoundTripShortMessage() throws {
        let cipher = MessageCipher(keys: keys)
        let sealed = try cipher.seal("hi", sender: "Mara", kid: "dm-41/7")
        XCTAssertEqual(try cipher.open(sealed).text, "hi")
    }

    func testDecryptsPaddedPayload() throws {
        let cipher = MessageCipher(keys: keys)
        let sealed = try cipher.seal("Lunch at 1?", sender: "Mara", kid: "dm-41/7", padTo: 64)
        let opened = try cipher.open(sealed)
        XCTAssertEqual(opened.text, "Lunch at 1?")
    }
}
