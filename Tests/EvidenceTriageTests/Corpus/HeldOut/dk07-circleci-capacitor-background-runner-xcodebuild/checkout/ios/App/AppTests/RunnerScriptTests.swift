import CapacitorBackgroundRunner
import XCTest
@testable import App

final class RunnerScriptTests: XCTestCase {
    private var runner: RunnerHarness!

    override func setUpWithError() throws {
        runner = try RunnerHarness(script: "runners/checkin.js", label: "com.bramblehq.checkin.task")
        runner.stubFetch(status: 201)
    }

    func testCheckInEventResolves() async throws {
        let error = await runner.dispatch(event: "checkIn", details: ["siteId": "site-7"])
        XCTAssertNil(error)
    }

    func testCheckInEventStoresRadius() async throws {
        // The web app stores the user's check-in radius; the runner must pick
        // it up when it checks in from the background.
        runner.webStorage["checkinRadius"] = "250"

        let error = await runner.dispatch(event: "checkIn", details: ["siteId": "site-7"])

        // Note: dispatch() runs checkin.js in the runner context exactly as
        // the background launch does: no WebView, no `window`, no Capacitor
        // bridge, only the runner APIs (CapacitorKV, fetch, ...).
        // webStorage is mirrored into CapacitorKV by the harness under the
        // same key, which is what the app's settings screen does on save
        // (SettingsStore.swift). If checkin.js reads its configuration
        // from the KV store it resolves; anything else rejects and the
        // rejection message comes back as `error`.
        // Site "site-7" has a stubbed 201 from the check-in endpoint, so a
        // rejection here is the script's own doing, not the network's.
        XCTAssertNil(error, "checkIn should resolve, not reject")
        XCTAssertEqual(runner.kv["radius"], "250")
    }
}
