import XCTest
@testable import NodeLoom

final class ChannelShareLinkTests: XCTestCase {
    func testURLUsesURLSafeBase64() {
        let link = ChannelShareLink(name: "LongFast", psk: Data([0xfb, 0xff, 0x01]))
        XCTAssertEqual(link.url().absoluteString, "https://nodeloom.org/e/#LongFast/-_8B")
    }

    func testURLPercentEncodesChannelName() {
        let link = ChannelShareLink(name: "Hike Crew", psk: Data([0x01]))
        XCTAssertEqual(link.url().absoluteString, "https://nodeloom.org/e/#Hike%20Crew/AQ==")
    }
}
