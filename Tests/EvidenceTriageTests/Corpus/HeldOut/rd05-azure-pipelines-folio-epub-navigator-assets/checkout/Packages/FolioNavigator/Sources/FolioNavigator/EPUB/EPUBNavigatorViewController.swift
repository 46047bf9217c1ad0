import UIKit
import WebKit

public final class EPUBNavigatorViewController: UIViewController {
    public let publication: Publication
    private let assetsURL: URL
    private var webView: WKWebView!

    public init(publication: Publication, initialLocation: Locator? = nil) {
        self.publication = publication
        let staticAssets = (Bundle.module.resourceURL ?? Bundle.module.bundleURL)
            .appendingPathComponent("Assets/Static", isDirectory: true)
        guard FileManager.default.fileExists(atPath: staticAssets.path) else {
            fatalError("Navigator assets folder missing: \(staticAssets.path)")
        }
        self.assetsURL = staticAssets
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let config = WKWebViewConfiguration()
        config.setURLSchemeHandler(AssetSchemeHandler(root: assetsURL), forURLScheme: "folio-assets")
        webView = WKWebView(frame: view.bounds, configuration: config)
        view.addSubview(webView)
    }
}
