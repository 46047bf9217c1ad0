//
//  BrowserDBTests.swift
//

import XCTest
@testable import Orchard

final class BrowserDBTests: XCTestCase {
    func testConcurrentQueriesDealloc() throws {
        let db = BrowserDB(filename: "orchard-test.db")
        db.withConnection { conn in _ = try conn.executeQuery("SELECT 1") }
        trackForMemoryLeaks(db)
    }

}
