//
//  AccessibilityDescription.swift
//  LumenA11ySnapshot
//
//  Builds the VoiceOver-style description shown next to each marker in a snapshot.
//

import UIKit

extension NSObject {
    func lmn_accessibilityDescription() -> (description: String, hint: String?) {
        var description = accessibilityLabel ?? ""
        let traits = accessibilityTraits

        if traits.contains(.switchButton) {
            description += ", Switch button"
            // UISwitch reports "0", "1" or "2"; custom switch buttons may report any value.
            switch accessibilityValue {
            case "0":
                description += ", off"
            case "1":
                description += ", on"
            case "2":
                description += ", mixed"
            default:
                break
            }
        } else if let value = accessibilityValue, !value.isEmpty {
            description += ": \(value)"
        }

        if traits.contains(.button) && !traits.contains(.switchButton) {
            description += ". Button."
        }
        if traits.contains(.selected) {
            description = "Selected: " + description
        }
        return (description, accessibilityHint)
    }
}
