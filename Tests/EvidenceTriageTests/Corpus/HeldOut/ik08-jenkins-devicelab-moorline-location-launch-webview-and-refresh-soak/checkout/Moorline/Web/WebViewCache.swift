import WebKit

/// Keeps one warmed-up WKWebView per page so the dashboard opens instantly.
final class WebViewCache {
    enum Page: String { case dashboard, logbook }

    private(set) var loaded: [Page: WKWebView] = [:]
    private let server: ServerConfiguration

    init(server: ServerConfiguration) {
        self.server = server
    }

    /// Creates the web view (spawning the WebContent process) and starts loading the page.
    func preload(_ page: Page) {
        guard loaded[page] == nil else { return }
        let view = WKWebView(frame: .zero, configuration: .moorline)
        view.load(URLRequest(url: server.url(for: page)))
        loaded[page] = view
    }

    var isLoaded: Bool { !loaded.isEmpty }
}
