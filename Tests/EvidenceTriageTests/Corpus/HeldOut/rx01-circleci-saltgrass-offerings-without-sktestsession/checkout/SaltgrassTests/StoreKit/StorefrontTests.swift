import XCTest
import StoreKitTest
@testable import Saltgrass

final class StorefrontTests: XCTestCase {
    func testStorefrontCountryCode() async throws {
        let session = try SKTestSession(configurationFileNamed: "SaltgrassTests")
        session.storefront = "GBR"
        let code = await StorefrontProvider().currentCountryCode()
        XCTAssertEqual(code, "GBR")
    }
}
