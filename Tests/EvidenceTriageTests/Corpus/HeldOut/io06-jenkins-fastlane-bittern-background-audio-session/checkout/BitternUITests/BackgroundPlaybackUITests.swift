import XCTest

final class BackgroundPlaybackUITests: XCTestCase {
    func testPlaybackContinuesAfterLock() throws {
        let app = XCUIApplication()
        app.launchArguments += ["-uitest-library", "short-stories"]
        app.launch()
        app.cells["book.the-marsh-at-dusk"].tap()
        app.buttons["player.play"].tap()
        let elapsed = app.staticTexts["player.elapsed"]
        let before = Self.seconds(elapsed.label)

        XCUIDevice.shared.perform(NSSelectorFromString("pressLockButton"))
        sleep(12)
        XCUIDevice.shared.press(.home)           // wake + unlock on the simulator
        app.activate()

        let after = Self.seconds(elapsed.label)
        XCTAssertGreaterThanOrEqual(after - before, 10, "playback did not continue while the device was locked")
    }

    static func seconds(_ label: String) -> Int {
        let parts = label.split(separator: ":").compactMap { Int($0) }
        return parts.reduce(0) { $0 * 60 + $1 }
    }
}
