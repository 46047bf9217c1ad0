import Foundation
import Testing
@testable import CobaltRelay

struct RelayConfigTests {
    @Test func bundledPinsetIsPresent() throws {
        let url = try #require(Bundle.main.url(forResource: "relay-pins", withExtension: "json"))
        let pins = try RelayPinset(contentsOf: url)
        #expect(!pins.sha256.isEmpty)
    }
}
