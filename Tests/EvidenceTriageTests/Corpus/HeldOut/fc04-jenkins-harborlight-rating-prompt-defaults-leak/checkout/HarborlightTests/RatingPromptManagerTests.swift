//
//  RatingPromptManagerTests.swift
//  HarborlightTests
//

import XCTest
@testable import Harborlight

final class RatingPromptManagerTests: XCTestCase {
    private var clock: FixedClock!
    private var manager: RatingPromptManager!

    override func setUp() {
        super.setUp()
        clock = FixedClock(now: Date(timeIntervalSince1970: 1_686_000_000))
        // Uses the app's standard defaults through SettingsStore.shared; nothing resets them between tests.
        manager = RatingPromptManager(settings: SettingsStore.shared, clock: clock)
    }

    override func tearDown() {
        manager = nil
        super.tearDown()
    }

    func testDoesNotShowPromptBeforeThirtyDays() {
        SettingsStore.shared.installDate = clock.now.addingTimeInterval(-10 * 86_400)
        XCTAssertFalse(manager.shouldShowPrompt())
    }

    func testShowsPromptAfterFifthLaunch() {
        SettingsStore.shared.installDate = clock.now.addingTimeInterval(-31 * 86_400)
        for _ in 0..<5 { manager.recordLaunch() }

        XCTAssertEqual(SettingsStore.shared.launchCount, 5, "launch count after five recorded launches")
        XCTAssertTrue(manager.shouldShowPrompt(), "prompt should show on the fifth launch")
    }

    func testShouldNotShowPromptWhenDismissedRecently() {
        // given
        SettingsStore.shared.installDate = clock.now.addingTimeInterval(-40 * 86_400)
        SettingsStore.shared.launchCount = 12
        manager.userDismissedPrompt(at: clock.now.addingTimeInterval(-2 * 86_400))

        // when
        manager.recordLaunch()

        // then
        XCTAssertFalse(manager.shouldShowPrompt(), "prompt was shown although it was dismissed 2 days ago")
    }
}
