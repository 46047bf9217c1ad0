import WebKit

final class PackWebView: WKWebView {
    let packID: String

    init(packID: String) {
        self.packID = packID
        let config = WKWebViewConfiguration()
        config.setURLSchemeHandler(PackSchemeHandler(), forURLScheme: "lexapack")
        super.init(frame: .zero, configuration: config)
        applyReaderPreferences()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError() }

    private func applyReaderPreferences() {
        let prefs = configuration.preferences
        prefs.javaScriptEnabled = true
        prefs.minimumFontSize = 12
    }
}
