import UIKit

/// What the backup engine needs from UIApplication, so tests can drive the relaunch path.
protocol BackgroundSessionHost: AnyObject {
    func storeEventsCompletion(_ handler: @escaping () -> Void, for identifier: String)
    func takeEventsCompletion(for identifier: String) -> (() -> Void)?
}

final class BackupEngine: NSObject, URLSessionTaskDelegate {
    static let sessionPrefix = "com.mossgrove.backup"
    let identifier: String
    private weak var host: BackgroundSessionHost?
    private(set) lazy var session: URLSession = {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.sessionSendsLaunchEvents = true
        return URLSession(configuration: config, delegate: self, delegateQueue: nil)
    }()

    init(library: String, host: BackgroundSessionHost) {
        self.identifier = "\(Self.sessionPrefix).\(library)"
        self.host = host
    }

    func urlSessionDidFinishEvents(forBackgroundURLSession session: URLSession) {
        let key = session.configuration.identifier?.replacingOccurrences(of: Self.sessionPrefix + ".", with: "") ?? ""
        guard let completion = host?.takeEventsCompletion(for: key) else { return }
        DispatchQueue.main.async { completion() }
    }
}
