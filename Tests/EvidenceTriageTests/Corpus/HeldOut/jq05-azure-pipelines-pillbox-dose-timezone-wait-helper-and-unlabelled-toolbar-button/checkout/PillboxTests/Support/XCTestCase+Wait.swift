import XCTest

extension XCTestCase {
    /// Lets the run loop spin for `duration` so timers and debounced publishers can fire.
    func wait(for duration: TimeInterval) {
        let waitExpectation = expectation(description: "Wait for \(duration) seconds")
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
            waitExpectation.fulfill()
        }
        wait(for: [waitExpectation], timeout: duration)
    }
}
