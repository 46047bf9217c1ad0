import XCTest
@testable import OrbitlyIntents

final class FocusIntentTests: XCTestCase {
    func testPerformStartsSessionWithRequestedMinutes() async throws {
        var intent = StartFocusIntent()
        intent.minutes = 50
        _ = try await intent.perform()
        let minutes = await FocusSession.shared.plannedMinutes
        XCTAssertEqual(minutes, 50)
    }
}
