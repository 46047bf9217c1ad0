//
//  SessionTokenStoreTests.swift
//

import XCTest
@testable import Quayside

final class SessionTokenStoreTests: XCTestCase {
    func testReadsTokenAfterWrite() async throws {
        let store = SessionTokenStore(service: "com.quayside.app.session")
        try store.write("fixture-token-value")
        XCTAssertEqual(try store.read(), "fixture-token-value")
    }

}
