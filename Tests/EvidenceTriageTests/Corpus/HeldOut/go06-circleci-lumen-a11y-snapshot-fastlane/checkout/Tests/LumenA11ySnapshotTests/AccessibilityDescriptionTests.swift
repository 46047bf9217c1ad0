//
//  AccessibilityDescriptionTests.swift
//  LumenA11ySnapshotTests
//

import XCTest
@testable import LumenA11ySnapshot

final class AccessibilityDescriptionTests: XCTestCase {
    private func element(label: String, value: String? = nil, traits: UIAccessibilityTraits) -> NSObject {
        let element = UIAccessibilityElement(accessibilityContainer: UIView())
        element.accessibilityLabel = label
        element.accessibilityValue = value
        element.accessibilityTraits = traits
        return element
    }

    func testButtonTrait() {
        XCTAssertEqual(element(label: "Send", traits: .button).lmn_accessibilityDescription().description, "Send. Button.")
    }

    func testSwitchButtonOn() {
        XCTAssertEqual(element(label: "Wi-Fi", value: "1", traits: .switchButton).lmn_accessibilityDescription().description,
                       "Wi-Fi, Switch button, on")
    }

    func testSwitchButtonWithCustomValue() {
        let description = element(label: "Notifications", value: "Muted until 9:00", traits: .switchButton)
            .lmn_accessibilityDescription().description
        XCTAssertEqual(description, "Notifications, Switch button, Muted until 9:00")
    }

    func testSelectedTrait() {
        XCTAssertEqual(element(label: "Home", traits: [.button, .selected]).lmn_accessibilityDescription().description,
                       "Selected: Home. Button.")
    }
}
