import XCTest
@testable import Brambling

final class SleepTimerTests: XCTestCase {
    func testFadesOutOverLastTenSeconds() {
        let timer = SleepTimer(duration: 12, tick: 0.5)
        let faded = expectation(description: "volume reached zero")
        timer.onVolume = { if $0 == 0 { faded.fulfill() } }
        timer.start()
        wait(for: [faded], timeout: 13)
    }
}
