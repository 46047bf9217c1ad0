import XCTest

extension XCUIElement {
    /// Waits until the element exists *and* can receive a tap. On timeout it
    /// prints the app's accessibility tree so the CI log shows what covered it.
    func assertBecomesHittable(_ name: String,
                               in app: XCUIApplication,
                               timeout: TimeInterval = 10,
                               file: StaticString = #filePath,
                               line: UInt = #line) {
        let predicate = NSPredicate(format: "exists == true AND hittable == true")
        let expectation = XCTNSPredicateExpectation(predicate: predicate, object: self)
        let result = XCTWaiter().wait(for: [expectation], timeout: timeout)
        if result != .completed { LoginFlow.dumpHierarchy(app) }
        XCTAssertTrue(result == .completed,
                      "\(name) never became hittable (timeout \(timeout)s)",
                      file: file, line: line)
    }
}
