//
//  TipJarStoreTests.swift
//  CopperleafTests
//
//  Runs against the local StoreKit configuration (Copperleaf.storekit) that the
//  test scheme attaches to the run; no App Store Connect access needed.
//  Purchases complete without dialogs under StoreKit testing in unit tests.
//

import Testing
@testable import Copperleaf

@MainActor
@Suite(.serialized)
struct TipJarStoreTests {

    @Test func loadsAllTipProducts() async throws {
        let store = TipJarStore()
        try await store.loadProducts()
        #expect(store.products.count == 3)
        #expect(store.products.map(\.id) == TipJarStore.productIDs)
    }

    @Test func purchaseLargeTipRecordsThankYou() async throws {
        let store = TipJarStore()
        try await store.loadProducts()
        try await store.purchase("com.copperleafapps.journal.tip.large")
        #expect(store.thankYouCount == 1)
    }

    @Test func purchaseUnknownProductThrows() async throws {
        let store = TipJarStore()
        await #expect(throws: TipJarError.productNotFound("com.copperleafapps.journal.tip.huge")) {
            try await store.purchase("com.copperleafapps.journal.tip.huge")
        }
    }
}
