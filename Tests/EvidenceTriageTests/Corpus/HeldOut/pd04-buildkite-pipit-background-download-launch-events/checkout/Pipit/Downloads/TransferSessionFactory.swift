import Foundation
import os

enum TransferSessionFactory {
    static let identifier = "com.pipitpodcasts.pipit.episodes"

    static func backgroundConfiguration() -> URLSessionConfiguration {
        let config = URLSessionConfiguration.background(withIdentifier: identifier)
        config.isDiscretionary = false
        config.sessionSendsLaunchEvents = false
        config.allowsExpensiveNetworkAccess = true
        config.timeoutIntervalForResource = 6 * 60 * 60
        return config
    }

    static func makeSession(delegate: URLSessionDelegate) -> URLSession {
        let config = backgroundConfiguration()
        Logger.transfer.info("created background session \(config.identifier ?? "-", privacy: .public) sendsLaunchEvents=\(config.sessionSendsLaunchEvents ? 1 : 0)")
        return URLSession(configuration: config, delegate: delegate, delegateQueue: nil)
    }
}
