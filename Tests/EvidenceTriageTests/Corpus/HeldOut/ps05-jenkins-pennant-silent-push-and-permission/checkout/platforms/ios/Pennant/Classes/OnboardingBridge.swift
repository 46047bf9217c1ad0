import Foundation

/// Thin native shim the XCTest target uses to drive onboarding.js in the WKWebView.
@objc final class OnboardingBridge: NSObject {
    let firebase: FirebasePluginCalls
    init(firebase: FirebasePluginCalls) { self.firebase = firebase }

    func finishOnboarding(completion: @escaping () -> Void) {
        WebViewHarness.shared.evaluate("finishOnboarding(window.__prefs)") { _ in completion() }
    }
}
