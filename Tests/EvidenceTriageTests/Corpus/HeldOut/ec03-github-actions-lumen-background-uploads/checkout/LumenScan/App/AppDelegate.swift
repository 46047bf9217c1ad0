import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        BackgroundSessionEvents.shared.store(completionHandler, for: identifier)
        _ = AppServices.shared.uploadQueue.session   // reconnect to nsurlsessiond
    }
}

final class AppServices {
    static let shared = AppServices()
    lazy var uploadQueue = UploadQueue(endpoint: URL(string: "https://api.lumenscan.example/v3/")!)
}
