//
//  ProactiveRefreshTests.swift
//  PalisadeAuthCommonTests
//

import XCTest
@testable import PalisadeAuthCommon

final class ProactiveRefreshTests: XCTestCase {
    private var fetchTokenCallCount = 0
    private let timeout: TimeInterval = 10.0

    override func setUp() {
        super.setUp()
        fetchTokenCallCount = 0
    }

    private func makeCredential(initial: String?, refreshed: String) throws -> PALTokenCredential {
        let options = PALTokenRefreshOptions(initialToken: initial, refreshProactively: true) { completion in
            self.fetchTokenCallCount += 1
            completion(refreshed, nil)
        }
        return try PALTokenCredential(withOptions: options)
    }

    func test_ShouldBeCalledIfTokenExpiringSoon() throws {
        let expectation = expectation(description: "refreshed")
        let credential = try makeCredential(initial: PALTestTokens.token(validForSeconds: 9 * 60),
                                            refreshed: PALTestTokens.longLivedToken())
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
            credential.token { token, error in
                XCTAssertNotNil(token)
                XCTAssertEqual(self.fetchTokenCallCount, 1)
                expectation.fulfill()
            }
        }
        wait(for: [expectation], timeout: timeout)
    }

    /// With a token that lives 7 s the credential backs off fractionally: it refreshes at
    /// half of the remaining lifetime each time, so by the 7th second it should have
    /// called the refresher floor(log2(7)) == 2 times.
    func test_fractionalBackoffAppliedWhenTokenExpiring() throws {
        let expectation = expectation(description: "backoff")
        let validForSeconds = 7
        let expectedTotalCallsTillLastSecond = Int(floor(log2(Double(validForSeconds))))
        let shortLived = PALTestTokens.token(validForSeconds: validForSeconds)
        let credential = try makeCredential(initial: shortLived, refreshed: shortLived)
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(validForSeconds)) {
            credential.token { _, _ in
                XCTAssertEqual(self.fetchTokenCallCount, expectedTotalCallsTillLastSecond)
                expectation.fulfill()
            }
        }
        wait(for: [expectation], timeout: timeout)
    }
}
