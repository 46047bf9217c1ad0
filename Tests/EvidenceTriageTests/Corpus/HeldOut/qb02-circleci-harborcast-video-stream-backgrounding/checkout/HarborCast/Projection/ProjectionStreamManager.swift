import UIKit

extension Notification.Name {
    static let projectionVideoStreamDidStart = Notification.Name("ProjectionVideoStreamDidStart")
}

/// Streams the map view to the head unit over the SDL video service (service type 11).
final class ProjectionStreamManager {
    private let proto: ProjectionProtocol
    private let appState: ApplicationStateSource
    private let center: NotificationCenter
    private(set) var isVideoStreamingActive = false
    private var shouldRestartVideoStream = false

    init(protocol proto: ProjectionProtocol, appState: ApplicationStateSource, notificationCenter: NotificationCenter = .default) {
        self.proto = proto
        self.appState = appState
        self.center = notificationCenter
        center.addObserver(self, selector: #selector(didEnterBackground), name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(didBecomeActive), name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    func headUnitDidAllowVideo() {
        startVideoSession()
        proto.onServiceStarted = { [weak self] service in
            guard service == .video, let self else { return }
            self.isVideoStreamingActive = true
            self.center.post(name: .projectionVideoStreamDidStart, object: self)
        }
    }

    func startVideoSession() {
        proto.startService(.video)
    }

    @objc private func didEnterBackground() {
        // encoder cannot run in the background; restart when we come back
        shouldRestartVideoStream = true
    }

    @objc private func didBecomeActive() {
        if shouldRestartVideoStream {
            proto.endService(.video)
            startVideoSession()
            shouldRestartVideoStream = false
        }
    }
}
