import UIKit

extension QuillMetrics {
    func observeLifecycle(_ center: NotificationCenter = .default) {
        center.addObserver(self, selector: #selector(applicationWillResignActive(_:)),
                           name: UIApplication.willResignActiveNotification, object: nil)
        center.addObserver(self, selector: #selector(applicationDidEnterBackground(_:)),
                           name: UIApplication.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(applicationDidBecomeActive(_:)),
                           name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    @objc func applicationWillResignActive(_ note: Notification) {
        log.debug("\(self) application will resign active")
        network.enabled = false
    }

    @objc func applicationDidBecomeActive(_ note: Notification) {
        network.enabled = true
    }

    @objc func applicationDidEnterBackground(_ note: Notification) {
        log.debug("\(self) did enter background")
        guard flushOnBackground else { return }
        taskID = application.beginBackgroundTask(withName: "quill.flush") { [weak self] in
            self?.log.debug("background flush cut short")
            self?.network.cancelAll()
            self?.endBackgroundTaskIfNeeded()
        }
        Thread.detachNewThread { [weak self] in
            self?.flush()
            self?.endBackgroundTaskIfNeeded()
        }
    }
}
