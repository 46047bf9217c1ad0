//
//  CrashContextProviderTests.swift
//

import XCTest
@testable import Quayside

final class CrashContextProviderTests: XCTestCase {
    func testUpdatesContextWhenUserInfoChanges() async throws {
        let provider = CrashContextCoreProvider()
        core.set(userInfo: .mockRandom())
        XCTAssertEqual(provider.currentCrashContext?.userInfo, core.userInfo)
    }

}
