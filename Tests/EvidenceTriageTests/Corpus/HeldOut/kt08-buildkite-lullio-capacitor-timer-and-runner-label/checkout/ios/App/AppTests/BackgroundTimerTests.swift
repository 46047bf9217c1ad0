import XCTest
@testable import App

final class BackgroundTimerTests: XCTestCase {
    func testNextPhaseStartsWhileBackgrounded() {
        let timer = SleepPhaseTimer(phases: [.windDown(seconds: 120), .rain(seconds: 600)])
        timer.start()
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        let rain = expectation(description: "rain phase started while backgrounded")
        timer.onPhaseChange = { if case .rain = $0 { rain.fulfill() } }
        wait(for: [rain], timeout: 240)
    }
}
