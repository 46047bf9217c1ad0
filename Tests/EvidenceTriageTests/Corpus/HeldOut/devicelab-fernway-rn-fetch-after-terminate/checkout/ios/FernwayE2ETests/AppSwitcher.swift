import XCTest

/// Opens the app switcher on a Face ID device and flicks an app's card away.
enum AppSwitcher {
    static func swipeAway(appNamed name: String) {
        let springboard = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        let bottom = springboard.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.999))
        let middle = springboard.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.55))
        bottom.press(forDuration: 0.05, thenDragTo: middle, withVelocity: .slow, thenHoldForDuration: 1.0)

        let card = springboard.otherElements["card:\(name)"].firstMatch
        guard card.waitForExistence(timeout: 5) else { return }
        card.swipeUp(velocity: .fast)
        XCUIDevice.shared.press(.home)
    }
}
