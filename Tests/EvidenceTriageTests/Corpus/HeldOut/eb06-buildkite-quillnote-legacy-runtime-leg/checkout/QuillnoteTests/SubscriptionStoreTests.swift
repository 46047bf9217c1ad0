//
//  SubscriptionStoreTests.swift
//  QuillnoteTests
//
//  Uses the local StoreKit configuration (Quillnote.storekit) through SKTestSession.
//

import StoreKitTest
import XCTest
@testable import Quillnote

final class SubscriptionStoreTests: XCTestCase {
    private var session: SKTestSession!

    override func setUpWithError() throws {
        session = try SKTestSession(configurationFileNamed: "Quillnote")
        session.resetToDefaultState()
        session.disableDialogs = true
        session.clearTransactions()
    }

    func testRestoresPurchasesFromStoreKitConfig() async throws {
        try session.buyProduct(productIdentifier: "com.ardentlabs.quillnote.pro.yearly")
        let store = SubscriptionStore()
        try await store.restore()
        XCTAssertEqual(store.activeTier, .pro)
    }

    func testNoEntitlementWithoutPurchase() async throws {
        let store = SubscriptionStore()
        try await store.refreshEntitlements()
        XCTAssertEqual(store.activeTier, .free)
    }
}
