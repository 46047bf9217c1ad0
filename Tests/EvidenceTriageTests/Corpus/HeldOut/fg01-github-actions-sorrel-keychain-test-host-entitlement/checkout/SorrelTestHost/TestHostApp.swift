import SorrelKit
import UIKit

@main
final class TestHostAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BackgroundUploadTask.register {
            UploadQueue(pending: [], uploader: NoopUploader())
        }
        print("SorrelTestHost: registered \(BackgroundUploadTask.identifier): \(ok)")
        return true
    }
}

private struct NoopUploader: ReceiptUploader {
    func upload(_ item: PendingUpload) async throws {}
}
