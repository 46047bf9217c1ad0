//
//  SiteVisitStoreTests.swift
//  FieldKitTests
//

import XCTest
import CoreData
@testable import FieldKit

final class SiteVisitStoreTests: XCTestCase {

    func testMigratesV4StoreWithoutSurveyor() throws {
        // Store written by 4.x: visits recorded before surveyor sign-in existed
        // have no surveyor. Opening it with the current model must keep them.
        let url = try Fixtures.copy("SiteVisits-v4", withExtension: "sqlite")
        let stack = SiteVisitStore(storeURL: url)

        XCTAssertNoThrow(try stack.load())
        XCTAssertEqual(try stack.visitCount(), 57)
    }
}
