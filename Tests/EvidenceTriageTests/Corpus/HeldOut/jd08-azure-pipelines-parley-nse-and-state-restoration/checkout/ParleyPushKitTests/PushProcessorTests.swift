import UserNotifications
import XCTest
@testable import ParleyPushKit

final class PushProcessorTests: XCTestCase {
    func testDecryptsPreview() {
        let processor = PushProcessor(keychain: FakeKeychain(), media: InstantMedia())
        let delivered = expectation(description: "delivered")
        processor.process(.encryptedFixture(from: "Ana", text: "on my way")) { content in
            XCTAssertEqual(content.title, "Ana")
            XCTAssertEqual(content.body, "on my way")
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 1)
    }

    func testSessionIsReleasedAfterContentHandler() {
        let processor = PushProcessor(keychain: FakeKeychain(), media: InstantMedia())
        let delivered = expectation(description: "delivered")
        processor.process(.encryptedFixture(from: "Ana", text: "on my way")) { _ in delivered.fulfill() }
        wait(for: [delivered], timeout: 1)
        XCTAssertNil(processor.lastSession, "NSEUserSession still alive after contentHandler (one session kept per push)")
    }

    func testTimeWillExpireDeliversBestAttempt() {
        let processor = PushProcessor(keychain: FakeKeychain(), media: HangingMedia())
        let delivered = expectation(description: "contentHandler called with best attempt")
        processor.process(.encryptedFixture(from: "Ana", text: "on my way")) { content in
            XCTAssertEqual(content.title, "Ana")
            delivered.fulfill()
        }
        processor.timeWillExpire()
        wait(for: [delivered], timeout: 1)
    }
}
