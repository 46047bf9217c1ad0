import XCTest
@testable import Birchwood

final class FetchReloadTests: XCTestCase {
    /// The app offers "Refresh everything", which calls location.reload().
    /// After the reload our www/js/sync.js calls BackgroundFetch.configure()
    /// again; a later fetch event must still reach the new JS callback.
    func testFetchAfterWebViewReloadInvokesJSCallback() throws {
        let harness = try CordovaHarness.launch()
        try harness.evalSync("Birchwood.sync.installBackgroundFetch()")

        NSLog("[FetchReloadTests] window.location.reload()")
        try harness.reloadAndWaitForDeviceReady()
        try harness.evalSync("Birchwood.sync.installBackgroundFetch()")

        let jsCallback = expectation(description: "JS fetch callback after reload")
        harness.onConsoleMessage { line in
            if line.contains("[sync] background fetch received") { jsCallback.fulfill() }
        }

        NSLog("[FetchReloadTests] simulating fetch: performFetchWithCompletionHandler")
        let app = UIApplication.shared
        app.delegate?.application?(app, performFetchWithCompletionHandler: { _ in })

        // The native side receives the event; after the reload its reference
        // to the JS callback belongs to the page that no longer exists.
        //
        //
        //
        wait(for: [jsCallback], timeout: 10)
    }
}
