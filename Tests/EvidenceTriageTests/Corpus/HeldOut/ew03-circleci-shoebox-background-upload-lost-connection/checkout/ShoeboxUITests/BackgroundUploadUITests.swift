import XCTest

/// Runs against the local upload stub started by CI (ci/upload-stub.py on :8086).
final class BackgroundUploadUITests: XCTestCase {
    private let app = XCUIApplication()
    private let stub = URL(string: "http://127.0.0.1:8086")!

    override func setUp() {
        continueAfterFailure = false
        app.launchArguments += ["-uiTesting", "-uploadEndpoint", stub.absoluteString, "-seedLibrary", "three-photos"]
        app.launch()
    }

    func testUploadFinishesAfterAppIsBackgrounded() {
        app.buttons["Back up now"].tap()
        XCTAssertTrue(app.staticTexts["backup.status"].waitForExistence(timeout: 5))

        XCUIDevice.shared.press(.home)
        sleep(45)                                   // keep the app in the background while the transfer runs
        app.activate()

        let status = app.staticTexts["backup.status"]
        XCTAssertTrue(status.waitForExistence(timeout: 10))
        XCTAssertEqual(status.label, "3 of 3 backed up")
    }

    func testSystemRelaunchDeliversSessionEventsWithin30s() throws {
        app.buttons["Back up now"].tap()
        app.terminate()

        // The app posts to /events from application(_:handleEventsForBackgroundURLSession:completionHandler:)
        let relaunched = expectation(description: "system relaunched Shoebox for background session events")
        pollStub(path: "/events", until: { $0.contains("handleEventsForBackgroundURLSession") }) { relaunched.fulfill() }
        wait(for: [relaunched], timeout: 30)
    }

    private func pollStub(path: String, until done: @escaping (String) -> Bool, then: @escaping () -> Void) {
        func tick() {
            URLSession.shared.dataTask(with: stub.appendingPathComponent(path)) { data, _, _ in
                if let body = data.flatMap({ String(data: $0, encoding: .utf8) }), done(body) { then() }
                else { DispatchQueue.global().asyncAfter(deadline: .now() + 1, execute: tick) }
            }.resume()
        }
        tick()
    }
}
