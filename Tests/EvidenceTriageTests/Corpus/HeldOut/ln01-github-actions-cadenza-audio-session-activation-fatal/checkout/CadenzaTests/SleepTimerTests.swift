import XCTest
@testable import Cadenza

final class SleepTimerTests: XCTestCase {
    func testFadeOutStartsTenSecondsBeforeEnd() {
        let faded = expectation(description: "fade-out started")
        let timer = SleepTimer(duration: 0.5, fadeLead: 0.2)
        timer.onFadeOut = { faded.fulfill() }
        timer.start()
        wait(for: [faded], timeout: 0.45)
    }
}
