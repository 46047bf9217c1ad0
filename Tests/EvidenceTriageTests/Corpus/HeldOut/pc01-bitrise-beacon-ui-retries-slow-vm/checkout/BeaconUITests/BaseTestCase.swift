import XCTest

class BaseTestCase: XCTestCase {
    let app = XCUIApplication()

    override func setUp() {
        super.setUp()
        continueAfterFailure = false
        app.launchArguments += ["-BeaconUITesting", "-DisableOnboarding"]
        app.launch()
    }

    override func tearDown() {
        app.terminate()
        super.tearDown()
    }

    func waitForHittable(_ element: XCUIElement, timeout: TimeInterval = 30, file: String = #file, line: UInt = #line) {
        let hittable = NSPredicate(format: "isHittable == 1")
        expectation(for: hittable, evaluatedWith: element, handler: nil)
        waitForExpectations(timeout: timeout) { error in
            if error != nil {
                self.recordFailure(withDescription: "\(element) not hittable", inFile: file, atLine: Int(line), expected: false)
            }
        }
    }

    func waitForExistence(_ element: XCUIElement, timeout: TimeInterval = 10) {
        let exists = NSPredicate(format: "exists == 1")
        expectation(for: exists, evaluatedWith: element, handler: nil)
        waitForExpectations(timeout: timeout, handler: nil)
    }
}
