import XCTest
@testable import Birchwood

final class FetchListenerTests: XCTestCase {
    private var harness: CordovaHarness!

    override func setUpWithError() throws {
        harness = try CordovaHarness.launch()
    }

    func testConfigureReturnsAvailableStatus() throws {
        let status = try harness.evalSync("BackgroundFetch.configure({minimumFetchInterval: 15}, function(){}, function(){})")
        XCTAssertEqual(status as? Int, 2)
    }

    /// stop() after configure() must resolve; the JS side then drops its
    /// listener. The plugin logs `[TSBackgroundFetch removeListener] Failed
    /// to find listener for identifier: cordova-background-fetch` and rejects.
    func testStopRemovesListener() throws {
        _ = try harness.evalSync("BackgroundFetch.configure({minimumFetchInterval: 15}, function(){}, function(){})")
        let done = expectation(description: "stop settled")
        var result = ""
        harness.evalAsync("""
            BackgroundFetch.stop(function(){ done('ok') }, function(){ done('error') })
        """) { value in
            result = value as? String ?? ""
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        // Listener identifiers are per plugin instance; the plugin registers
        // "cordova-background-fetch" in configure and removes it in stop.
        //
        XCTAssertEqual(result, "ok", "BackgroundFetch.stop() must resolve")
    }
}
