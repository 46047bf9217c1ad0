import UIKit

/// Manages the TCP secondary transport used for video/audio projection.
final class SecondaryTransportManager {
    static let backgroundTaskName = "com.wayfarer.secondary-transport"
    private let tcp: TCPTransporting
    private let backgroundTasks: BackgroundTaskRunning
    private var registration: SecondaryTransportRegistration?

    init(tcp: TCPTransporting, backgroundTasks: BackgroundTaskRunning, notificationCenter: NotificationCenter = .default) {
        self.tcp = tcp
        self.backgroundTasks = backgroundTasks
        notificationCenter.addObserver(self, selector: #selector(appDidEnterBackground), name: UIApplication.didEnterBackgroundNotification, object: nil)
        notificationCenter.addObserver(self, selector: #selector(appDidBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    func didRegister(secondaryTransport: SecondaryTransportRegistration) {
        registration = secondaryTransport
        tcp.connect(to: secondaryTransport)
    }

    @objc private func appDidEnterBackground() {
        // keep the socket for as long as the system lets us, then tear down
        Log.projection.info("didEnterBackground: beginning background task \(Self.backgroundTaskName)")
        backgroundTasks.begin(name: Self.backgroundTaskName) { [weak self] in
            Log.projection.info("background task expired; closing TCP secondary transport")
            self?.tcp.disconnect()
        }
    }

    @objc private func appDidBecomeActive() {
        guard let registration else { return }
        if tcp.state != .connected {
            tcp.connect(to: registration)
        }
    }
}
