//
//  ManifestStoreTests.swift
//  ManifestlyTests
//

import XCTest
@testable import Manifestly

final class ManifestStoreTests: XCTestCase {
    private var store: ManifestStore!

    override func setUp() {
        super.setUp()
        // Fast and isolated: nothing touches disk.
        store = ManifestStore(kind: .inMemory)
    }

    func testSavePersistsManifest() throws {
        try store.save(.fixture(id: "MSKU-0042", containers: 12))
        XCTAssertEqual(try store.count(), 1)
    }

    func testSavingDuplicateManifestIDKeepsOneRow() throws {
        try store.save(.fixture(id: "MSKU-0042", containers: 12))
        // The scanner retries and the background re-sync delivers the same manifest again.
        try store.save(.fixture(id: "MSKU-0042", containers: 14))

        XCTAssertEqual(try store.count(), 1)
    }
}
