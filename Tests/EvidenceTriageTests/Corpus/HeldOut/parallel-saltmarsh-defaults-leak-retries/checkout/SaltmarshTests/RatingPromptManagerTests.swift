//
//  RatingPromptManagerTests.swift
//

import XCTest
@testable import Saltmarsh

final class RatingPromptManagerTests: XCTestCase {
    func testShouldShowPrompt_requiredAreFalse_returnsFalse() async throws {
        let manager = RatingPromptManager(profile: MockProfile(), defaults: .standard)
        manager.updateData(sessionCount: 3, hasCrashed: false)
        XCTAssertFalse(manager.shouldShowPrompt)
    }

}
