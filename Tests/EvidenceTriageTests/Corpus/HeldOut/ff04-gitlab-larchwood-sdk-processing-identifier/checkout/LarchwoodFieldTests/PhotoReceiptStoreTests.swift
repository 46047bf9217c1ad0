//
//  PhotoReceiptStoreTests.swift
//  LarchwoodFieldTests
//

import XCTest
@testable import LarchwoodField

final class PhotoReceiptStoreTests: XCTestCase {

    func testReceiptStoredBeforeTimeout() {
        let store = PhotoReceiptStore(queue: DispatchQueue.global(qos: .utility))
        let stored = expectation(description: "receipt stored")
        store.save(PhotoReceipt(photoID: "ph_991", uploadedAt: Date())) { stored.fulfill() }
        wait(for: [stored], timeout: 3)
    }
}
