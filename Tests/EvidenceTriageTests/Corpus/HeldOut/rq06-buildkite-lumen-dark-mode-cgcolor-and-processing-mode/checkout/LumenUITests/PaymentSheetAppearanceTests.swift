import Testing
import UIKit
@testable import LumenUI

@MainActor
struct PaymentSheetAppearanceTests {
    @Test func lightModeShadowColor() {
        let sheet = PaymentSheetView()
        sheet.overrideUserInterfaceStyle = .light
        sheet.layoutIfNeeded()
        #expect(sheet.layer.shadowColor == UIColor.lumenShadow.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor)
    }

    @Test func darkModeShadowColor() {
        let sheet = PaymentSheetView()
        sheet.overrideUserInterfaceStyle = .dark
        sheet.layoutIfNeeded()
        #expect(sheet.layer.shadowColor == UIColor.lumenShadow.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
    }
}
