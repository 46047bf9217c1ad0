//
//  InAppPurchaseStoreTests.swift
//

import XCTest
import StoreKitTest
@testable import Tidewell

final class InAppPurchaseStoreTests: XCTestCase {
    func testStorefrontCountryIsUSByDefault() async throws {
        let session = try SKTestSession(configurationFileNamed: "Tidewell")
        session.resetToDefaultState()
        let store = InAppPurchaseStore()
        let country = await store.storefrontCountryCode()
        XCTAssertEqual(country, "USA")
    }

}
