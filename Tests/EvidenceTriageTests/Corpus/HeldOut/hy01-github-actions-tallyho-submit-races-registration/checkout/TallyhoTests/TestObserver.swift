import XCTest
@testable import Tallyho

/// Stamps diagnostics records with the running test ("Suite/name").
final class TestObserver: NSObject, XCTestObservation {
    override init() {
        super.init()
        XCTestObservationCenter.shared.addTestObserver(self)
    }
    func testCaseWillStart(_ testCase: XCTestCase) {
        let parts = testCase.name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        let suite = parts.first.map { String($0.split(separator: ".").last ?? $0) } ?? ""
        TestContext.currentTestID = "\(suite)/\(parts.last ?? "")"
    }
    func testCaseDidFinish(_ testCase: XCTestCase) { TestContext.currentTestID = nil }
}
