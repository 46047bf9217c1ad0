import XCTest
@testable import Nightstand

final class StartSleepTimerIntentTests: XCTestCase {
    /// Shortcuts runs the intent with the app in the background: no scene is connected.
    func testPerformCompletesWithoutActiveScene() async throws {
        var intent = StartSleepTimerIntent()
        intent.minutes = 20
        _ = try await intent.perform()
        XCTAssertEqual(SleepTimerStore.shared.pendingMinutes, 20)
    }
}
