import UIKit

struct UploadTaskInfo {
    var taskIdentifier: UIBackgroundTaskIdentifier = .invalid
    var cleanup: (() -> Void)?
}

final class EventUploader {
    private let application: BackgroundTaskApplication
    private let transport: Transport
    private var inFlight: [UploadTaskInfo] = []

    init(application: BackgroundTaskApplication, transport: Transport) {
        self.application = application
        self.transport = transport
    }

    func flush(batch: [Event]) {
        var info = UploadTaskInfo()
        info.taskIdentifier = application.beginBackgroundTask(withName: "quokka.flush") {
            // `info` was captured here, before `cleanup` is assigned below.
            info.cleanup?()
        }
        info.cleanup = { [application, id = info.taskIdentifier] in
            application.endBackgroundTask(id)
        }
        inFlight.append(info)
        transport.send(batch) { [weak self] _ in
            info.cleanup?()
            self?.inFlight.removeAll { $0.taskIdentifier == info.taskIdentifier }
        }
    }
}
