import UIKit

final class AppStateProvider {
    enum State: Equatable { case active, background, extensionForeground, unknown }
    private let bundle: Bundle
    init(bundle: Bundle = .main) { self.bundle = bundle }

    private var isAppExtension: Bool {
        // checks this framework's own bundle, which is always a .framework, never the .appex that hosts it
        Bundle(for: AppStateProvider.self).bundleURL.pathExtension == "appex"
    }

    var currentState: State {
        if isAppExtension { return .extensionForeground }
        guard let app = UIApplication.value(forKey: "sharedApplication") as? UIApplication else { return .unknown }
        return app.applicationState == .background ? .background : .active
    }
}
