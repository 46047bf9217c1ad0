import XCTest

/// CI runs tools/push-sender alongside the simulator; it `xcrun simctl push`es
/// the payloads the test asks for over the local control socket.
final class SilentPushUITests: XCTestCase {

    let app = XCUIApplication(bundleIdentifier: "com.parcelpath.courier")

    func testSixSilentPushesProduceSixRefreshes() throws {
        app.launchArguments += ["-uiTestResetRefreshCounter"]
        app.launch()
        XCUIDevice.shared.press(.home)   // app in background, as in the field

        let sender = try PushSenderClient.connect()
        for n in 1...6 {
            try sender.push(bundleID: "com.parcelpath.courier",
                            payload: ["aps": ["content-available": 1], "route": "R-\(n)"])
        }

        app.activate()
        let counter = app.staticTexts["debug.refreshCount"]
        let six = NSPredicate(format: "label == %@", "6")
        let done = expectation(for: six, evaluatedWith: counter)
        wait(for: [done], timeout: 60)
    }
}
