//
//  KeychainTokenStoreTests.swift
//  PennywiseTests
//
//  Hosted in Pennywise.app (TEST_HOST). These tests exercise the real
//  keychain because the widget and the app must both read the sync token.
//

import XCTest
@testable import Pennywise

final class KeychainTokenStoreTests: XCTestCase {

    private var store: KeychainTokenStore!

    override func setUpWithError() throws {
        try super.setUpWithError()
        store = KeychainTokenStore(configuration: .fromMainBundle())
        try? store.removeAll()
    }

    override func tearDownWithError() throws {
        try? store.removeAll()
        store = nil
        try super.tearDownWithError()
    }

    func testTokenRoundTripsInDefaultGroup() throws {
        let token = SyncToken(value: "pw-test-token-1", expiresAt: Date(timeIntervalSince1970: 1_800_000_000))
        try store.save(token, shared: false)
        XCTAssertEqual(try store.load(shared: false), token)
    }

    func testSharedTokenReadableAcrossAppAndWidget() throws {
        let token = SyncToken(value: "pw-test-token-2", expiresAt: Date(timeIntervalSince1970: 1_800_000_000))

        // The widget extension reads from the shared access group, so the
        // app must write there too.
        XCTAssertNoThrow(try store.save(token, shared: true))
        let widgetView = KeychainTokenStore(configuration: .fromMainBundle(), readerRole: .widget)
        XCTAssertEqual(try widgetView.load(shared: true), token)
    }

    func testRemoveAllClearsBothGroups() throws {
        try store.save(SyncToken(value: "a", expiresAt: .distantFuture), shared: false)
        try store.removeAll()
        XCTAssertNil(try store.load(shared: false))
    }
}
