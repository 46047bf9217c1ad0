import XCTest
@testable import SprigtimeKit

final class TimerStateCodingTests: XCTestCase {
    func testRoundTrip() throws {
        let state = TimerState(phase: .shortBreak, startedAt: Date(timeIntervalSince1970: 100),
                               endsAt: Date(timeIntervalSince1970: 400), completedRounds: 3)
        let data = try JSONEncoder().encode(state)
        XCTAssertEqual(try JSONDecoder().decode(TimerState.self, from: data), state)
    }

    /// 2.x stored the running session without a phase (everything was a focus session).
    /// Users upgrading mid-session must keep their timer.
    func testDecodesLegacyPayloadWithoutPhase() throws {
        let legacy = #"{"startedAt": 815000000, "endsAt": 815001500, "completedRounds": 1}"#.data(using: .utf8)!
        XCTAssertNoThrow(try JSONDecoder().decode(TimerState.self, from: legacy))
        let state = try? JSONDecoder().decode(TimerState.self, from: legacy)
        XCTAssertEqual(state?.phase, .focus)
    }
}
