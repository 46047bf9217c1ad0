import XCTest
import UniformTypeIdentifiers
@testable import Pinmark

final class ShareActivationTests: XCTestCase {
    private var rule: ActivationRule!

    override func setUpWithError() throws {
        rule = try XCTUnwrap(ActivationRule.loadFromBuiltAppex(), "PinmarkShare.appex/Info.plist not found in the built app")
    }

    func testSafariURLActivates() {
        XCTAssertTrue(rule.activates(for: [.url]))
    }

    func testSafariPageWithPreprocessingActivates() {
        XCTAssertTrue(rule.activates(for: [.propertyList, .url]))
    }

    func testFirefoxURLWithPlainTextActivates() {
        // Firefox offers the page URL and its title as a second, plain-text attachment.
        XCTAssertTrue(rule.activates(for: [.url, .plainText]), "share sheet would hide Pinmark for Firefox")
    }

    func testTextOnlyShareActivates() {
        // Some in-app browsers (e.g. the Naver app) hand over the page as text: "<title> <url>".
        XCTAssertTrue(rule.activates(for: [.plainText]), "share sheet would hide Pinmark for text shares")
    }

    func testTwoImagesDoNotActivate() {
        XCTAssertFalse(rule.activates(for: [.png, .png]))
    }
}
