import XCTest
@testable import Ember

final class URLSessionSwizzlerTests: XCTestCase {
    override func setUp() { URLSessionSwizzler.install() }
    override func tearDown() { URLSessionSwizzler.uninstall() }

    func testInterceptsDataTask() {
        let seen = TaskRecorder()
        URLSessionSwizzler.onResume = seen.record
        let task = URLSession.shared.dataTask(with: URL(string: "https://foo.bar/ping")!)
        task.resume()
        task.cancel()
        // DNS lookup for foo.bar is real traffic; a retried lookup shows up as a second task
        // on slow runners (see DataDog dd-sdk-ios #161).
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        XCTAssertEqual(seen.count, 1, "intercepted tasks")
    }
}
