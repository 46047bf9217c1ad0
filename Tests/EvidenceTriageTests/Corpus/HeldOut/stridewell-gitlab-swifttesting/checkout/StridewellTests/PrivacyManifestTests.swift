import Foundation
import Testing

@Suite struct PrivacyManifestTests {
    @Test func privacyManifestShipsInBundle() throws {
        #expect(Bundle.main.url(forResource: "PrivacyInfo", withExtension: "xcprivacy") != nil)
    }
}
