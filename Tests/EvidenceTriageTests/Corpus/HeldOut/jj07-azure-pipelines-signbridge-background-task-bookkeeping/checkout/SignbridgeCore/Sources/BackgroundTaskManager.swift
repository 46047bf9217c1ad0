//
//  BackgroundTaskManager.swift
//  SignbridgeCore
//
//  Keeps network work alive when the app is backgrounded mid sign-in (e.g. the user switches to
//  an authenticator app). One UIKit background task per operation type.
//

import UIKit

public enum BackgroundTaskType: Hashable {
    case interactiveRequest
    case silentRequest
}

public protocol BackgroundTaskApplication: AnyObject {
    func beginBackgroundTask(withName name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier)
}
extension UIApplication: BackgroundTaskApplication {}

@MainActor
public final class BackgroundTaskManager {
    public static let shared = BackgroundTaskManager(application: UIApplication.shared)

    private let application: BackgroundTaskApplication
    private var tasks: [BackgroundTaskType: UIBackgroundTaskIdentifier] = [:]

    public init(application: BackgroundTaskApplication) {
        self.application = application
    }

    /// Called by the web-auth session controller and by every token request.
    public func startOperation(type: BackgroundTaskType) {
        guard tasks[type] == nil else { return }   // one task per type is enough
        let identifier = application.beginBackgroundTask(withName: "signbridge.\(type)") { [weak self] in
            self?.stopOperation(type: type)
        }
        tasks[type] = identifier
    }

    /// Ends the background task for `type`, regardless of who else still relies on it.
    public func stopOperation(type: BackgroundTaskType) {
        guard let identifier = tasks.removeValue(forKey: type) else { return }
        application.endBackgroundTask(identifier)
    }
}
