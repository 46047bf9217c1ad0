import XCTest

/// Exposes the running test to the app's DiagnosticsLog (same process: hosted unit tests).
final class TestObserver: NSObject, XCTestObservation {
    override init() {
        super.init()
        XCTestObservationCenter.shared.addTestObserver(self)
    }
    func testCaseWillStart(_ testCase: XCTestCase) {
        let parts = testCase.name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        let suite = parts[0].split(separator: ".").last!
        setenv("TALLY_CURRENT_TEST", "\(suite)/\(parts[1])", 1)
    }
    func testCaseDidFinish(_ testCase: XCTestCase) { unsetenv("TALLY_CURRENT_TEST") }
}
