import UIKit
import os

@MainActor
final class PushRegistrar {
    private let application: UIApplication
    private let uploader: TokenUploading
    private let log = Logger(subsystem: "com.brindlework.parcelnote", category: "Push")
    private(set) var deviceToken: Data?
    private(set) var lastError: Error?
    private var lastUploaded: Data?

    init(application: UIApplication, uploader: TokenUploading) {
        self.application = application
        self.uploader = uploader
    }

    func start() {
        NSLog("[Push] registerForRemoteNotifications()")
        application.registerForRemoteNotifications()
    }

    func didRegister(token: Data) {
        deviceToken = token
        guard token != lastUploaded else { return }
        lastUploaded = token
        uploader.upload(token)
    }

    func didFailToRegister(error: Error) {
        lastError = error
        NSLog("[Push] Failed to register for remote notifications: %@", "\(error)")
    }
}
