//
//  OnDemandRefreshTests.swift
//  PalisadeAuthCommonTests
//

import XCTest
@testable import PalisadeAuthCommon

final class OnDemandRefreshTests: XCTestCase {
    private var fetchTokenCallCount = 0
    private let timeout: TimeInterval = 10.0

    func test_ReturnsCachedTokenWhileValid() throws {
        let options = PALTokenRefreshOptions(initialToken: PALTestTokens.longLivedToken(), refreshProactively: false) { completion in
            self.fetchTokenCallCount += 1
            completion(PALTestTokens.longLivedToken(), nil)
        }
        let credential = try PALTokenCredential(withOptions: options)
        let expectation = expectation(description: "cached")
        credential.token { token, _ in
            XCTAssertNotNil(token)
            XCTAssertEqual(self.fetchTokenCallCount, 0)
            expectation.fulfill()
        }
        wait(for: [expectation], timeout: timeout)
    }

    func test_AsyncRefresh() throws {
        let options = PALTokenRefreshOptions(initialToken: PALTestTokens.expiredToken(), refreshProactively: false) { completion in
            self.fetchTokenCallCount += 1
            DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + 2) {
                completion(PALTestTokens.longLivedToken(), nil)
            }
        }
        let credential = try PALTokenCredential(withOptions: options)
        let expectation = expectation(description: "test_AsyncRefresh")
        credential.token { token, error in
            XCTAssertNotNil(token)
            XCTAssertNil(error)
            expectation.fulfill()
        }
        wait(for: [expectation], timeout: timeout)
    }
}
