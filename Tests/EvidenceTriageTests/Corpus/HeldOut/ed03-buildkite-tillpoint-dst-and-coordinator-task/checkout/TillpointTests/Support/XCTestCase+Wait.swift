import XCTest

extension XCTestCase {
    /// Spins the main run loop until `condition` holds or `timeout` passes.
    func waitUntil(timeout: TimeInterval = 1, file: StaticString = #filePath, line: UInt = #line, _ condition: @escaping () -> Bool) {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() && Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        if !condition() {
            XCTFail("waitUntil: condition not met within \(timeout) s", file: file, line: line)
        }
    }
}
