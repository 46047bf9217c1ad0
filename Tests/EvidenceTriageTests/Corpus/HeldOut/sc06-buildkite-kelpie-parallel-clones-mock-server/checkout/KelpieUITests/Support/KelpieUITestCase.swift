import XCTest

class KelpieUITestCase: XCTestCase {
    var api: MockAPIServer!
    var app: XCUIApplication!

    override func setUpWithError() throws {
        continueAfterFailure = false
        api = try MockAPIServer()
        do {
            try api.start()
        } catch {
            XCTFail("Could not start Embassy HTTP Server: \(error)")
            throw error
        }
        Fixtures.install(into: api.router)
        app = XCUIApplication()
        app.launchArguments += ["-ui-testing", "-api-base", "http://localhost:\(MockAPIServer.port)"]
        app.launch()
    }

    override func tearDown() {
        app?.terminate()
        api?.stop()
        super.tearDown()
    }
}
