import XCTest
@testable import ParcelPostKit

final class NotificationDecryptorTests: XCTestCase {
    let keyStore = SessionKeyStore(accessGroup: SharedConfig.keychainAccessGroup)

    override func setUpWithError() throws {
        try keyStore.save(Fixtures.sessionKey, for: "carrier-session")
    }

    override func tearDown() {
        try? keyStore.delete("carrier-session")
    }

    func testDecryptsBodyWithSharedSessionKey() throws {
        let decryptor = NotificationDecryptor(keyStore: keyStore)
        let body = try XCTUnwrap(decryptor.decryptBody(Fixtures.encryptedPayload))
        XCTAssertEqual(body, "Your parcel from Nordlicht is out for delivery")
    }

    func testRewritesTitleWithCarrierName() throws {
        let decryptor = NotificationDecryptor(keyStore: keyStore)
        let content = try XCTUnwrap(decryptor.rewrite(Fixtures.notificationContent))
        XCTAssertEqual(content.title, "Nordlicht Express")
    }

    func testFallsBackToGenericBodyWithoutPayload() {
        let decryptor = NotificationDecryptor(keyStore: keyStore)
        XCTAssertEqual(decryptor.rewrite(UNMutableNotificationContent())?.body, "You have a delivery update")
    }
}
