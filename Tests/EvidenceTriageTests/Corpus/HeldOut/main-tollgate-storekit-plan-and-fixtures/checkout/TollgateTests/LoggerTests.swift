//
//  LoggerTests.swift
//

import XCTest
@testable import Tollgate

final class LoggerTests: XCTestCase {
    func testWhenCriticalLoggedFromInternal_itCallsCompletionOnce() async throws {
        let completion = expectation(description: "completion")
        logger.critical("boom", completion: { completion.fulfill() })
        await fulfillment(of: [completion], timeout: 0)
    }

}
