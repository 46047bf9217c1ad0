import XCTest
@testable import WaypostKit

final class GeofenceEvaluatorTests: XCTestCase {
    func testGenuineDepartureExitsAfterTwoFixes() {
        let recorder = TransitionRecorder()
        let manager = GeofenceManager(config: .highAccuracy(exitAccuracyMax: -1), logger: recorder)
        manager.add(.office)
        [8.2, 210.0, 230.0].forEach { manager.evaluate(fix(distanceFromCenter: $0, accuracy: 6)) }
        XCTAssertEqual(recorder.transitions, [.enter, .exit])
    }

    /// Field log (vivo V2431): `EXIT dist=200.2 accRaw=1.9`, ENTER, `EXIT dist=198.1 accRaw=1.7`, ENTER: device never moved.
    func testSeparateSingleFixGlitchesDoNotExit() {
        let recorder = TransitionRecorder()
        let manager = GeofenceManager(config: .highAccuracy(exitAccuracyMax: -1), logger: recorder)
        manager.add(.office)
        manager.evaluate(fix(distanceFromCenter: 8.2, accuracy: 4))
        manager.evaluate(fix(distanceFromCenter: 200.2, accuracy: 1.9))   // glitch
        manager.evaluate(fix(distanceFromCenter: 9.6, accuracy: 4))
        manager.evaluate(fix(distanceFromCenter: 198.1, accuracy: 1.7))   // another, non-consecutive glitch
        manager.evaluate(fix(distanceFromCenter: 10.1, accuracy: 4))
        XCTAssertEqual(recorder.transitions, [.enter], "out-of-fence fixes must be consecutive to confirm an EXIT")
    }
}
