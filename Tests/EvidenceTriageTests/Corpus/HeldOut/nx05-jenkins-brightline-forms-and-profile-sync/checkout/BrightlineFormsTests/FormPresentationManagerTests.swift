import XCTest
import WebKit
@testable import BrightlineForms

final class FormPresentationManagerTests: XCTestCase {
    @MainActor
    func testBackgroundForegroundLifecycleEventsInjected() async throws {
        let manager = FormPresentationManager(webView: WKWebView())
        try await manager.loadForm(fixture: "newsletter-signup")
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        let events = try await manager.webView.evaluateJavaScript("window.__lifecycleEvents.join(',')") as? String
        XCTAssertEqual(events, "background,foreground")
    }

    @MainActor
    func testDismissRemovesWebView() async throws {
        let manager = FormPresentationManager(webView: WKWebView())
        manager.dismiss()
        XCTAssertNil(manager.webView.superview)
    }
}
