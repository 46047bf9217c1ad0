//
//  PushRegistrationTests.swift
//  QuaylineTests (device lab only)
//

import XCTest
@testable import Quayline

final class PushRegistrationTests: XCTestCase {
    func testRegistersForRemoteNotificationsAtLaunch() {
        let resolved = expectation(description: "push registration resolved")
        var outcome: PushRegistrar.State = .idle
        PushRegistrar.shared.onResolved { state in
            outcome = state
            resolved.fulfill()
        }
        wait(for: [resolved], timeout: 30)

        guard case .registered(let token) = outcome else {
            XCTFail("push registration did not succeed: \(outcome)")
            return
        }
        XCTAssertEqual(token.count, 64)
    }
}
