import Embassy
import XCTest

/// Runs the rules-engine Jasmine suite inside the app and collects its JUnit report.
/// The app POSTs the report to a tiny HTTP server hosted by this UI-test process.
final class RulesEngineSpecsUITests: XCTestCase {
    private var loop: SelectorEventLoop!
    private var server: DefaultHTTPServer!
    private var report: Data?

    override func setUpWithError() throws {
        loop = try SelectorEventLoop(selector: try KqueueSelector())
        let reported = expectation(description: "Jasmine tests")
        server = DefaultHTTPServer(eventLoop: loop, interface: "127.0.0.1", port: 8181) { env, startResponse, sendBody in
            let input = env["swsgi.input"] as! SWSGIInput
            DataReader.read(input) { data in
                self.report = data
                startResponse("204 No Content", [])
                sendBody(Data())
                reported.fulfill()
            }
        }
        try server.start()
        // Accept loop off the main thread so XCTest's waiter is not blocked.
        DispatchQueue.global(qos: .background).async { self.loop.runForever() }
        print("[SpecHost] listening on 127.0.0.1:8181 (accept loop qos=background)")
    }

    override func tearDown() {
        server.stopAndWait()
        loop.stop()
        super.tearDown()
    }

    func testJasmineSpecsPass() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-RunRuleSpecs", "-SpecReportURL", "http://127.0.0.1:8181/junit"]
        app.launch()

        waitForExpectations(timeout: 600)

        let junit = try XCTUnwrap(report.flatMap { String(data: $0, encoding: .utf8) })
        XCTAssertFalse(junit.contains("<failure"), junit)
    }
}
