import XCTest
@testable import MurmurCore

final class ModelPrewarmTests: XCTestCase {
    func testFastCompileIsReady() async {
        let manager = ModelManager(compiler: FakeCompiler(duration: .seconds(3)), clock: TestClock.instant)
        let outcome = await manager.prewarm("parakeet-tdt-0.6b-v3")
        XCTAssertEqual(outcome, .ready)
    }

    func testBackgroundedCompileThatSucceedsIsNotReportedAsFailed() async {
        // Device log, 2026-09-01: compile took 270.7 s after the app was backgrounded.
        let clock = TestClock()
        let manager = ModelManager(compiler: FakeCompiler(duration: .milliseconds(270_699), clock: clock), clock: clock)
        manager.sceneDidEnterBackground()
        async let outcome = manager.prewarm("parakeet-tdt-0.6b-v3")
        await clock.run(until: .seconds(271))
        let result = await outcome
        XCTAssertEqual(result, .ready)
    }
}
